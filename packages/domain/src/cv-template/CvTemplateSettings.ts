// The settings a company's CV template holds (spec 02 §2.4 and §3). The layouts read only this shape, so a
// colour, size or gradient edited in the colour maker reaches every layout the same way.

export const CV_TEMPLATE_NAMES = [
  'basic',
  'basic0',
  'basic2',
  'basic3',
  'entrance',
  'akeem',
  'cadres',
  'yebad',
  'oxagon',
  'oxagon2',
  'maleda',
  'walif',
  'stars',
  'sanad',
  'default',
] as const;

export type CvTemplateName = (typeof CV_TEMPLATE_NAMES)[number];

export type CvLang = 'en' | 'ar';

export const TEXT_TRANSFORMS = ['uppercase', 'lowercase', 'capitalize', 'none'] as const;
export type TextTransform = (typeof TEXT_TRANSFORMS)[number];

// Only the styles that draw the same in a browser and through satori.
export const BORDER_STYLES = ['solid', 'dashed', 'none'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

export const GRADIENT_TYPES = ['linear-gradient', 'radial-gradient'] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];

/** One gradient, stored as six underscore-joined parts: type_degree_from_fromStop_to_toStop. */
export interface Gradient {
  type: GradientType;
  degree: string;
  from: string;
  fromStop: string;
  to: string;
  toStop: string;
}

/** Where a QR code sits and how big it is (the qrLocation and qrMoreCvs groups). */
export interface QrPlacement {
  link: string;
  width: number;
  height: number;
  imageUrl: string;
  margin: number;
}

export interface CvTemplateSettings {
  name: string;
  numberOfPages: 1 | 2;
  cvLang: CvLang;
  bgColor: string;
  headFontColor: string;
  headBgColor: string;
  labelFontColor: string;
  labelBgColor: string;
  valueFontColor: string;
  valueBgColor: string;
  borderColor: string;
  borderRadius: number;
  borderWidth: number;
  borderStyle: BorderStyle;
  spacing: number;
  labelFontSize: number;
  valueFontSize: number;
  labelFontWeight: number;
  valueFontWeight: number;
  textTransform: TextTransform;
  headerHeight: number;
  bodyHeight: number;
  addPassportHeader: boolean;
  useHeaderGradient: boolean;
  useBodyGradient: boolean;
  headerGradient: Gradient;
  evenGradient: Gradient;
  oddGradient: Gradient;
  headerShadow: string;
  bodyShadow: string;
  photoShadow: string;
  passportShadow: string;
  qrLocation: QrPlacement;
  qrMoreCvs: QrPlacement;
  /** Photo, flag and passport-scan boxes as CSS lengths ('240px', '100%'). */
  faceHeight: string;
  faceWidth: string;
  standHeight: string;
  standWidth: string;
  flagHeight: string;
  flagWidth: string;
  passportHeight: string;
  passportWidth: string;
  /** Opacities from 0 to 1. */
  headBgAlpha: number;
  headGradientFirstAlpha: number;
  headGradientSecondAlpha: number;
  labelBgAlpha: number;
  valueBgAlpha: number;
  evenGradientFirstAlpha: number;
  evenGradientSecondAlpha: number;
  oddGradientFirstAlpha: number;
  oddGradientSecondAlpha: number;
}

/** The seven colours of the company colour string, in the order the spec stores them. */
export const COLOUR_STRING_ORDER = [
  'bgColor',
  'headFontColor',
  'headBgColor',
  'labelFontColor',
  'labelBgColor',
  'valueFontColor',
  'valueBgColor',
] as const satisfies readonly (keyof CvTemplateSettings)[];

export type ColourSetting = (typeof COLOUR_STRING_ORDER)[number];
