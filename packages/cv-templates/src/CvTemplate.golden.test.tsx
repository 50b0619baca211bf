import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CV_TEMPLATE_NAMES } from '@placement/domain';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderCvPng } from '../test/renderCv';
import { CvTemplate } from './CvTemplate';
import { CV_FIXTURES, CV_FIXTURE_TODAY, FIXTURE_AGENCY, fixtureSettings } from './fixtures/cvFixtures';

// Half-size goldens keep the repository small while still catching a moved block or a changed colour.
const SCALE = 0.4;
// Anti-aliasing differs a little between machines; a real change moves far more than this share of pixels.
const TOLERATED_SHARE = 0.004;
const GOLDEN_DIR = fileURLToPath(new URL('./__golden__/', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';

describe('golden images: the personal page of every template', () => {
  for (const name of CV_TEMPLATE_NAMES) {
    it(`${name} looks as approved`, async () => {
      const { png } = await renderCvPng(
        <CvTemplate
          employee={CV_FIXTURES.typical}
          agency={FIXTURE_AGENCY}
          settings={fixtureSettings(name, 'en', 2)}
          page={1}
          today={CV_FIXTURE_TODAY}
        />,
        SCALE,
      );
      const file = `${GOLDEN_DIR}${name}.png`;
      if (UPDATE) {
        mkdirSync(GOLDEN_DIR, { recursive: true });
        writeFileSync(file, png);
        return;
      }
      expect(existsSync(file), `missing golden ${name}.png: run with UPDATE_GOLDEN=1 and review it`).toBe(
        true,
      );
      const actual = PNG.sync.read(png);
      const expected = PNG.sync.read(readFileSync(file));
      expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
      const different = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, {
        threshold: 0.1,
      });
      expect(different / (actual.width * actual.height)).toBeLessThanOrEqual(TOLERATED_SHARE);
    }, 60_000);
  }
});
