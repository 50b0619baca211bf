import { defaultCvTemplateSettings } from '@placement/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CV_FIXTURES, CV_FIXTURE_TODAY, FIXTURE_AGENCY } from '../fixtures/cvFixtures';
import { ColourMaker } from './ColourMaker';
import { MAKER_LABELS, type MakerLang } from './makerLabels';

function markup(settings = defaultCvTemplateSettings(), uiLang: MakerLang = 'en') {
  return renderToStaticMarkup(
    <ColourMaker
      settings={settings}
      onChange={() => undefined}
      employee={CV_FIXTURES.typical}
      agency={FIXTURE_AGENCY}
      today={CV_FIXTURE_TODAY}
      uiLang={uiLang}
    />,
  );
}

describe('ColourMaker', () => {
  it('has a control for the seven colour-string colours, in order, and the border colour', () => {
    const html = markup();
    const order = [
      'bgColor',
      'headFontColor',
      'headBgColor',
      'labelFontColor',
      'labelBgColor',
      'valueFontColor',
      'valueBgColor',
      'borderColor',
    ];
    const positions = order.map((name) => html.search(new RegExp(`<input type="color"[^>]*name="${name}"`)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('ties every input and select to a visible label', () => {
    for (const uiLang of ['en', 'ar', 'am'] as const) {
      const html = markup(defaultCvTemplateSettings(), uiLang);
      const labelled = new Set([...html.matchAll(/<label[^>]* for="([^"]+)"/g)].map((match) => match[1]));
      const labelIds = new Set(
        [...html.matchAll(/<label[^>]* id="([^"]+)"[^>]*>([^<]+)</g)].map((match) => match[1]),
      );
      const controls = [...html.matchAll(/<(input|select)\b[^>]*>/g)].map((match) => match[0]);
      expect(controls.length).toBeGreaterThan(50);
      const unlabelled = controls.filter((tag) => {
        const id = /\sid="([^"]+)"/.exec(tag)?.[1];
        if (id && labelled.has(id)) return false;
        const by = /aria-labelledby="([^"]+)"/.exec(tag)?.[1];
        return !by || !by.split(' ').every((ref) => labelIds.has(ref));
      });
      expect(unlabelled).toEqual([]);
    }
  });

  it('speaks the interface language: Arabic right to left, Amharic in Ethiopic script', () => {
    for (const [key, [en, ar, am]] of Object.entries(MAKER_LABELS)) {
      expect(ar, key).toMatch(/[\u0600-\u06ff]/);
      expect(am, key).toMatch(/[\u1200-\u137f]/);
      expect(en, key).not.toBe(am);
    }
    expect(markup(defaultCvTemplateSettings(), 'ar')).toContain('data-colour-maker="" dir="rtl"');
    const amharic = markup(defaultCvTemplateSettings(), 'am');
    expect(amharic).toContain('data-colour-maker="" dir="ltr"');
    expect(amharic).toContain('>የርዕስ ዳራ<');
  });

  it('keeps codes left to right in an Arabic panel', () => {
    const html = markup(defaultCvTemplateSettings(), 'ar');
    expect(html).toMatch(/<input type="text" dir="ltr"[^>]*name="headBgColor.code"/);
  });

  it('marks the live preview as a printed page', () => {
    expect(markup()).toMatch(/<div data-printed-page=""/);
  });

  it('shows the current settings in its controls and the colour string to be saved', () => {
    const settings = {
      ...defaultCvTemplateSettings(),
      name: 'walif',
      headBgColor: '#0a3d62',
      borderWidth: 3,
    };
    const html = markup(settings);
    expect(html).toContain('name="headBgColor" value="#0a3d62"');
    expect(html).toMatch(/name="borderWidth"[^>]*value="3"/);
    expect(html).toMatch(/<option value="walif" selected="">walif<\/option>/);
    expect(html).toContain('#ffffff,#ffffff,#0a3d62,#0f3d22,#e6f2ea,#1b1f23,#ffffff');
  });

  it('offers every template, both languages and one or two pages', () => {
    const html = markup();
    for (const name of ['basic', 'basic0', 'sanad', 'default'])
      expect(html).toContain(`<option value="${name}"`);
    expect(html).toContain('Two pages (with passport)');
    expect(html).toContain('<option value="ar">Arabic</option>');
  });

  it('draws the live preview with one page or two as set', () => {
    const two = markup();
    const one = markup({ ...defaultCvTemplateSettings(), numberOfPages: 1 });
    const pages = (html: string) => html.split('Passport Copy').length - 1;
    expect(pages(two)).toBe(1);
    expect(pages(one)).toBe(0);
  });

  it('speaks Arabic and runs right to left when asked', () => {
    const html = markup(defaultCvTemplateSettings(), 'ar');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('تحميل القالب الافتراضي');
  });
});
