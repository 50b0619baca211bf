import {
  CV_TEMPLATE_NAMES,
  defaultCvTemplateSettings,
  parseGradient,
  settingsForCompany,
  type CvTemplateSettings,
} from '@placement/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderCvSvg } from '../test/renderCv';
import { CvTemplate } from './CvTemplate';
import { cvPageNumbers } from './paging/cvPages';
import { CV_FIXTURES, CV_FIXTURE_TODAY, FIXTURE_AGENCY } from './fixtures/cvFixtures';
import { CV_PAGE_SIZE } from './pageSize';
import { cvLabel } from './text/cvLabels';

// Settings far from the defaults: every styling field the colour maker can change.
const restyled = (name: CvTemplateSettings['name']): CvTemplateSettings => ({
  ...defaultCvTemplateSettings('maker'),
  name,
  numberOfPages: 1,
  headBgColor: '#123456',
  headBgAlpha: 0.5,
  labelFontSize: 21,
  valueFontSize: 23,
  labelFontWeight: 400,
  valueFontWeight: 700,
  textTransform: 'capitalize',
  borderStyle: 'dashed',
  borderWidth: 3,
  borderRadius: 16,
  useHeaderGradient: true,
  headerGradient: parseGradient('radial-gradient_0deg_#ffa500_0%_#123456_100%')!,
  useBodyGradient: true,
  evenGradient: parseGradient('linear-gradient_90deg_#ffffff_0%_#e8f0ff_100%')!,
  oddGradient: parseGradient('linear-gradient_270deg_#fff8e6_0%_#ffffff_100%')!,
  evenGradientFirstAlpha: 0.4,
  headerShadow: 'none',
  photoShadow: '2px 2px 8px rgba(0, 0, 0, 0.5)',
  qrMoreCvs: { link: 'https://cv.example/c/ab12cd', width: 120, height: 120, imageUrl: '', margin: 1 },
});

function markup(settings: CvTemplateSettings, agency = FIXTURE_AGENCY) {
  return renderToStaticMarkup(
    <CvTemplate
      employee={CV_FIXTURES.typical}
      agency={agency}
      settings={settings}
      today={CV_FIXTURE_TODAY}
    />,
  );
}

describe('layouts follow the template settings', () => {
  it.each(CV_TEMPLATE_NAMES)(
    '%s draws restyled settings through satori',
    async (name) => {
      const svg = await renderCvSvg(
        <CvTemplate
          employee={CV_FIXTURES.manySkills}
          agency={FIXTURE_AGENCY}
          settings={restyled(name)}
          page={1}
          today={CV_FIXTURE_TODAY}
        />,
      );
      expect(svg.startsWith(`<svg width="${CV_PAGE_SIZE.width}" height="${CV_PAGE_SIZE.height}"`)).toBe(true);
    },
    30_000,
  );

  it.each(CV_TEMPLATE_NAMES)('%s uses the colours, opacity, sizes, weights and letter case', (name) => {
    const html = markup(restyled(name));
    expect(html).toContain('rgba(18, 52, 86, 0.5)');
    expect(html).toContain('radial-gradient(circle, #ffa500 0%, #123456 100%)');
    expect(html).toContain('font-size:21px');
    expect(html).toContain('font-size:23px');
    expect(html).toContain('text-transform:capitalize');
    expect(html).toContain('rgba(255, 255, 255, 0.4) 0%');
    expect(html).toContain(cvLabel('scanToSee', 'ar'));
  });

  it.each(CV_TEMPLATE_NAMES)('%s shows the agency header image instead of the placeholder band', (name) => {
    const header = 'data:image/png;base64,iVBORw0KGgo=';
    const settings = { ...defaultCvTemplateSettings(), name };
    const withHeader = markup(settings, { ...FIXTURE_AGENCY, header });
    expect(withHeader).toContain(`src="${header}"`);
    // The drawn band repeats the agency's name; the header image replaces it.
    const names = (html: string) => html.split(FIXTURE_AGENCY.displayName ?? '').length - 1;
    expect(names(withHeader)).toBe(names(markup(settings)) - 1);
  });
});

describe('malformed or extreme stored templates never crash a render', () => {
  const companies = [
    { cvTemplate: 'not json at all', remarks: 'red,,,#12,rgb(1,2),???' },
    {
      cvTemplate: {
        name: 42,
        numberOfPages: 'many',
        borderWidth: -9,
        headerGradient: 'a_b_c',
        faceHeight: '-3px',
        qrLocationWidth: 'x',
      },
    },
    {
      cvTemplate: {
        name: 'sanad',
        labelFontSize: 999,
        valueFontSize: 999,
        headerHeight: 999,
        bodyHeight: 999,
        spacing: 999,
        borderWidth: 999,
      },
    },
    { cvTemplate: null, remarks: null },
  ];

  it.each(companies)(
    'renders %j through satori',
    async (company) => {
      const settings = settingsForCompany(company);
      for (const page of cvPageNumbers(settings, CV_FIXTURES.longName)) {
        const svg = await renderCvSvg(
          <CvTemplate
            employee={CV_FIXTURES.longName}
            agency={FIXTURE_AGENCY}
            settings={settings}
            page={page}
            today={CV_FIXTURE_TODAY}
          />,
        );
        expect(svg.startsWith(`<svg width="${CV_PAGE_SIZE.width}" height="${CV_PAGE_SIZE.height}"`)).toBe(
          true,
        );
      }
    },
    30_000,
  );
});
