import type { CvTemplateSettings, Gradient, QrPlacement } from './CvTemplateSettings';

/**
 * The spec's notes give the defaults differently on different screens; each reading is kept:
 * - 'detail': the CV detail screen — English, border 5px solid, labels 16 / values 18, body 32, QR 240 margin 0.
 * - 'maker': the CV maker screen — Arabic, border 1 with radius 10, labels 18 / values 20, body 36, QR 150x150.
 * - 'form': the template form — as 'detail' but the QR is 200x200 with margin 2.
 */
export const CV_TEMPLATE_DEFAULT_READINGS = ['detail', 'maker', 'form'] as const;
export type CvTemplateDefaultReading = (typeof CV_TEMPLATE_DEFAULT_READINGS)[number];

export const DEFAULT_GRADIENT: Gradient = {
  type: 'linear-gradient',
  degree: '90deg',
  from: 'transparent',
  fromStop: '0%',
  to: 'transparent',
  toStop: '100%',
};

// "5px 5px, light black": a soft shadow that still prints.
export const DEFAULT_SHADOW = '5px 5px 5px rgba(0, 0, 0, 0.2)';

function qr(width: number, height: number, margin: number): QrPlacement {
  return { link: '', width, height, imageUrl: '', margin };
}

export function defaultCvTemplateSettings(reading: CvTemplateDefaultReading = 'detail'): CvTemplateSettings {
  const maker = reading === 'maker';
  const qrBox =
    reading === 'maker' ? qr(150, 150, 0) : reading === 'form' ? qr(200, 200, 2) : qr(240, 240, 0);
  return {
    name: 'default',
    numberOfPages: 2,
    cvLang: maker ? 'ar' : 'en',
    bgColor: '#ffffff',
    headFontColor: '#ffffff',
    headBgColor: '#007229',
    labelFontColor: '#0f3d22',
    labelBgColor: '#e6f2ea',
    valueFontColor: '#1b1f23',
    valueBgColor: '#ffffff',
    borderColor: '#007229',
    borderRadius: maker ? 10 : 0,
    borderWidth: maker ? 1 : 5,
    borderStyle: 'solid',
    spacing: 4,
    labelFontSize: maker ? 18 : 16,
    valueFontSize: maker ? 20 : 18,
    labelFontWeight: 900,
    valueFontWeight: 900,
    textTransform: 'uppercase',
    headerHeight: 48,
    bodyHeight: maker ? 36 : 32,
    addPassportHeader: true,
    useHeaderGradient: true,
    useBodyGradient: false,
    headerGradient: { ...DEFAULT_GRADIENT },
    evenGradient: { ...DEFAULT_GRADIENT },
    oddGradient: { ...DEFAULT_GRADIENT },
    headerShadow: DEFAULT_SHADOW,
    bodyShadow: DEFAULT_SHADOW,
    photoShadow: DEFAULT_SHADOW,
    passportShadow: DEFAULT_SHADOW,
    qrLocation: { ...qrBox },
    qrMoreCvs: { ...qrBox },
    faceHeight: '240px',
    faceWidth: '100%',
    standHeight: '600px',
    standWidth: '400px',
    flagHeight: '200px',
    flagWidth: '100%',
    passportHeight: '650px',
    passportWidth: '700px',
    headBgAlpha: 1,
    headGradientFirstAlpha: 1,
    headGradientSecondAlpha: 1,
    labelBgAlpha: 1,
    valueBgAlpha: 1,
    evenGradientFirstAlpha: 1,
    evenGradientSecondAlpha: 1,
    oddGradientFirstAlpha: 1,
    oddGradientSecondAlpha: 1,
  };
}
