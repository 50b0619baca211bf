// Renders fixture CVs to PNG files for a person to look at: `pnpm exec tsx test/look.ts basic ar 1`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { CvTemplate } from '../src/CvTemplate';
import {
  CV_FIXTURES,
  CV_FIXTURE_TODAY,
  FIXTURE_AGENCY,
  fixtureSettings,
  type CvFixtureName,
} from '../src/fixtures/cvFixtures';
import { isCvTemplateName } from '../src/cvLayouts';
import { renderCvPng } from './renderCv';

const [name = 'basic', lang = 'en', page = '1', fixture = 'typical', scale = '0.6'] = process.argv.slice(2);
if (!isCvTemplateName(name)) throw new Error(`unknown template ${name}`);
const settings = fixtureSettings(name, lang === 'ar' ? 'ar' : 'en', 2);
const started = Date.now();
const { png } = await renderCvPng(
  createElement(CvTemplate, {
    employee: CV_FIXTURES[fixture as CvFixtureName],
    agency: FIXTURE_AGENCY,
    settings,
    page: page === '2' ? 2 : 1,
    today: CV_FIXTURE_TODAY,
  }),
  Number(scale),
);
mkdirSync('/tmp/cv-look', { recursive: true });
const file = `/tmp/cv-look/${name}-${lang}-${page}-${fixture}.png`;
writeFileSync(file, png);
console.log(file, Date.now() - started, 'ms');
