import React from 'react';
void React;
import { writeFileSync } from 'node:fs';
import {
  CvTemplate,
  CV_FIXTURES,
  CV_FIXTURE_TODAY,
  FIXTURE_AGENCY,
  fixtureSettings,
  CV_PAGE_SIZE,
} from '@placement/cv-templates';
import { renderSvg, svgToPng, svgToPixels } from './src';
for (const lang of ['en', 'ar'] as const) {
  const el = (
    <CvTemplate
      employee={CV_FIXTURES.typical}
      agency={FIXTURE_AGENCY}
      settings={fixtureSettings('basic', lang, 2)}
      today={CV_FIXTURE_TODAY}
      page={1}
    />
  );
  for (let i = 0; i < 4; i++) {
    let t = performance.now();
    const r = await renderSvg(el, CV_PAGE_SIZE);
    const t1 = performance.now() - t;
    t = performance.now();
    const png = svgToPng(r.svg);
    const t2 = performance.now() - t;
    t = performance.now();
    const px = svgToPixels(r.svg, { scale: 2 });
    const t3 = performance.now() - t;
    console.log(
      lang,
      'satori',
      t1.toFixed(0),
      'png1x',
      t2.toFixed(0),
      'pixels2x',
      t3.toFixed(0),
      'svgKB',
      (r.svg.length / 1024).toFixed(0),
      'texts',
      r.texts.length,
    );
    if (i === 0) writeFileSync(`/tmp/cv-${lang}.png`, png);
  }
}
