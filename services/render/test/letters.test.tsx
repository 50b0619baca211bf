import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  correctionLetterPages,
  LETTER_FIXTURE_AGENCY,
  LETTER_FIXTURE_OPTIONS,
  letterFixtureEmployees,
} from '@placement/documents';
import { handleRenderJob, OutputStore, renderDocument, renderSvg, svgToPixels } from '../src';
import { fixtureDataSource, fixtureEmployee, fixtureIds } from './support/fixtureDataSource';
import { grayFromRgba, inkComponents } from './support/inkComponents';
import { pdfPageSizes, pdfText, qpdfCheck } from './support/tools';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('correction letter', () => {
  it('prints as a searchable A4 PDF with the letter number, names and passport numbers', async () => {
    const employees = letterFixtureEmployees(3);
    const pages = correctionLetterPages(employees, {
      agency: LETTER_FIXTURE_AGENCY,
      letter: LETTER_FIXTURE_OPTIONS.issued,
    });
    const out = await renderDocument(pages, { pdf: true }, { printScale: 1 });
    const pdf = out.pdf as Buffer;
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(pdfPageSizes(pdf)).toEqual([{ width: 595.28, height: 841.89 }]);
    const text = pdfText(pdf);
    expect(text).toContain('ABF/0414/2026');
    expect(text).toContain('21-NOV-2026');
    expect(text).toContain('Addis Bright Future Agency');
    for (const e of employees) {
      expect(text).toContain(`${e.givenName} ${e.surName}`.toUpperCase());
      expect(text).toContain(e.passportNumber);
    }
  }, 60_000);

  it('writes its Amharic text in a real Ethiopic font: many differently shaped glyphs, not boxes or blanks', async () => {
    const [first] = correctionLetterPages(letterFixtureEmployees(2), {
      agency: LETTER_FIXTURE_AGENCY,
      letter: LETTER_FIXTURE_OPTIONS.name,
    });
    const { svg, texts } = await renderSvg(first!.element, first!.page);
    const body = texts.find((node) => (node.textContent ?? '').startsWith('ከዚህ በታች'));
    expect(body).toBeDefined();
    const raster = svgToPixels(svg);
    const gray = grayFromRgba(raster.pixels, raster.width, raster.height);
    const glyphs = inkComponents(
      gray,
      {
        x: Math.floor(body!.left),
        y: Math.floor(body!.top),
        width: Math.ceil(body!.width),
        height: Math.ceil(body!.height),
      },
      4,
    );
    // Each Ethiopic syllable is at least one blob of ink. A missing font draws nothing; a font without the
    // script draws the same empty box for every syllable, so the blobs would all be one size.
    const syllables = [...(body!.textContent ?? '')].filter((c) => /\p{Script=Ethiopic}/u.test(c)).length;
    expect(syllables).toBeGreaterThan(60);
    expect(glyphs.length).toBeGreaterThanOrEqual(Math.round(syllables * 0.9));
    expect(new Set(glyphs.map((glyph) => glyph.area)).size).toBeGreaterThan(syllables / 4);
  }, 60_000);

  it('runs as a letters job: one PDF listing every employee asked for, in order', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'letters-job-'));
    dirs.push(dir);
    const ids = fixtureIds(30, 7);
    const store = new OutputStore(dir);
    const payload = {
      kind: 'letters',
      companyId: 'a'.repeat(24),
      employeeIds: ids,
      versions: ids.map(() => 'v1'),
      settingsVersion: 's1',
      letter: LETTER_FIXTURE_OPTIONS.sex,
    };
    const progress: number[] = [];
    const result = await handleRenderJob(payload, {
      data: fixtureDataSource(),
      store,
      printScale: 1,
      progress: (p) => void progress.push(p),
    });
    expect(result.outputKey).toMatch(/^letters-[0-9a-f]{32}\.pdf$/u);
    const pdf = await store.read(result.outputKey);
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(pdfPageSizes(pdf).length).toBeGreaterThan(1);
    const text = pdfText(pdf);
    const passports = ids.map((id) => fixtureEmployee(id).passportNumber as string);
    const positions = passports.map((passport) => text.indexOf(passport));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(progress.at(-1)).toBe(100);
  }, 120_000);

  it('refuses an issued letter without a reason once, as an invalid job', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'letters-job-'));
    dirs.push(dir);
    const ids = fixtureIds(1, 8);
    const { reason: _reason, ...withoutReason } = LETTER_FIXTURE_OPTIONS.issued;
    const run = handleRenderJob(
      {
        kind: 'letters',
        companyId: 'a'.repeat(24),
        employeeIds: ids,
        versions: ['v1'],
        settingsVersion: 's1',
        letter: withoutReason,
      },
      { data: fixtureDataSource(), store: new OutputStore(dir), progress: () => undefined },
    );
    await expect(run).rejects.toMatchObject({ name: 'InvalidRenderJob', message: /needs a reason/u });
  });
});
