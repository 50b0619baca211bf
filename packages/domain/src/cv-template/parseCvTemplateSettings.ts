import {
  BORDER_STYLES,
  TEXT_TRANSFORMS,
  type CvTemplateSettings,
  type Gradient,
  type QrPlacement,
} from './CvTemplateSettings';
import { defaultCvTemplateSettings } from './defaultCvTemplateSettings';
import { isInlinePicture, isWebAddress } from '../validation/webAddress';
import { formatGradient, parseGradient } from './gradient';
import {
  readBoolean,
  readChoice,
  readColour,
  readDecimal,
  readInteger,
  readLength,
  readShadow,
  readText,
} from './settingValues';

/** A template as stored on a company: flat fields, strings from form inputs, gradients as six-part strings. */
export type CvTemplateRecord = Record<string, string | number | boolean>;

type Reader<T> = (value: unknown) => T | undefined;

const integer =
  (min: number, max: number): Reader<number> =>
  (value) =>
    readInteger(value, min, max);
const opacity: Reader<number> = (value) => readDecimal(value, 0, 1);
const colour: Reader<string> = readColour;

type ScalarKey = Exclude<keyof CvTemplateSettings, 'qrLocation' | 'qrMoreCvs'>;

// One reader per field: the spec's parsing rules (integers, decimals, six-part gradients) in one table.
const READERS: { [K in ScalarKey]: Reader<CvTemplateSettings[K]> } = {
  name: (value) => readText(value, 40)?.toLowerCase() || undefined,
  numberOfPages: (value) => {
    const pages = readInteger(value, 1, 2);
    return pages === 1 || pages === 2 ? pages : undefined;
  },
  cvLang: (value) => readChoice(value, ['en', 'ar'] as const),
  bgColor: colour,
  headFontColor: colour,
  headBgColor: colour,
  labelFontColor: colour,
  labelBgColor: colour,
  valueFontColor: colour,
  valueBgColor: colour,
  borderColor: colour,
  borderRadius: integer(0, 200),
  borderWidth: integer(0, 40),
  borderStyle: (value) => readChoice(value, BORDER_STYLES),
  spacing: integer(0, 40),
  labelFontSize: integer(8, 48),
  valueFontSize: integer(8, 48),
  labelFontWeight: (value) => {
    const weight = readInteger(value, 100, 900);
    return weight === undefined ? undefined : Math.round(weight / 100) * 100;
  },
  valueFontWeight: (value) => {
    const weight = readInteger(value, 100, 900);
    return weight === undefined ? undefined : Math.round(weight / 100) * 100;
  },
  textTransform: (value) => readChoice(value, TEXT_TRANSFORMS),
  headerHeight: integer(16, 200),
  bodyHeight: integer(16, 200),
  addPassportHeader: readBoolean,
  useHeaderGradient: readBoolean,
  useBodyGradient: readBoolean,
  headerGradient: parseGradient,
  evenGradient: parseGradient,
  oddGradient: parseGradient,
  headerShadow: readShadow,
  bodyShadow: readShadow,
  photoShadow: readShadow,
  passportShadow: readShadow,
  faceHeight: readLength,
  faceWidth: readLength,
  standHeight: readLength,
  standWidth: readLength,
  flagHeight: readLength,
  flagWidth: readLength,
  passportHeight: readLength,
  passportWidth: readLength,
  headBgAlpha: opacity,
  headGradientFirstAlpha: opacity,
  headGradientSecondAlpha: opacity,
  labelBgAlpha: opacity,
  valueBgAlpha: opacity,
  evenGradientFirstAlpha: opacity,
  evenGradientSecondAlpha: opacity,
  oddGradientFirstAlpha: opacity,
  oddGradientSecondAlpha: opacity,
};

const QR_PARTS = ['Link', 'Width', 'Height', 'ImageUrl', 'Margin'] as const;
type QrPart = (typeof QR_PARTS)[number];
const QR_GROUPS = ['qrLocation', 'qrMoreCvs'] as const;

// A text that is empty or passes the rule; anything else is unreadable, so a value stored before the rule (a
// `javascript:` link, a picture at a web address the print would fetch) is never printed: its default is.
const ruledText =
  (max: number, rule: (text: string) => boolean): Reader<string> =>
  (value) => {
    const text = readText(value, max);
    return text === undefined || text === '' || rule(text) ? text : undefined;
  };

const QR_READERS: { [P in QrPart]: Reader<QrPlacement[Uncapitalize<P>]> } = {
  Link: ruledText(500, isWebAddress),
  Width: integer(40, 600),
  Height: integer(40, 600),
  ImageUrl: ruledText(2000, isInlinePicture),
  Margin: integer(0, 40),
};

function readQr(record: Record<string, unknown>, group: 'qrLocation' | 'qrMoreCvs', fallback: QrPlacement) {
  // Stored flat (qrLocationWidth) by the template form; a nested group is read too.
  const nested = record[group];
  const source: Record<string, unknown> =
    nested && typeof nested === 'object' ? (nested as Record<string, unknown>) : {};
  const part = (name: QrPart) =>
    record[`${group}${name}`] ?? source[name.charAt(0).toLowerCase() + name.slice(1)];
  return {
    link: QR_READERS.Link(part('Link')) ?? fallback.link,
    width: QR_READERS.Width(part('Width')) ?? fallback.width,
    height: QR_READERS.Height(part('Height')) ?? fallback.height,
    imageUrl: QR_READERS.ImageUrl(part('ImageUrl')) ?? fallback.imageUrl,
    margin: QR_READERS.Margin(part('Margin')) ?? fallback.margin,
  };
}

/** Every field of a stored template (toCvTemplateRecord's keys): the scalar settings and the flat QR parts. */
export const CV_TEMPLATE_FIELDS: readonly string[] = [
  ...(Object.keys(READERS) as ScalarKey[]),
  ...QR_GROUPS.flatMap((group) => QR_PARTS.map((part) => `${group}${part}`)),
];

/**
 * One stored field read by the same rule as the whole template: the setting it gives, or undefined when the
 * value cannot be read (or the field is not a template field). Lets a check name the one bad field.
 */
export function readCvTemplateField(field: string, value: unknown): unknown {
  if (Object.hasOwn(READERS, field)) return READERS[field as ScalarKey](value);
  const group = QR_GROUPS.find((name) => field.startsWith(name));
  const part = group ? QR_PARTS.find((name) => field === `${group}${name}`) : undefined;
  return part ? QR_READERS[part](value) : undefined;
}

function toRecord(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      return toRecord(JSON.parse(input));
    } catch {
      return {};
    }
  }
  return input && typeof input === 'object' && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};
}

/**
 * Copies a stored template into working settings (spec 02 §2.4): every readable field is taken, every
 * missing or malformed one keeps its value from `base`. Never throws.
 */
export function parseCvTemplateSettings(
  input: unknown,
  base: CvTemplateSettings = defaultCvTemplateSettings(),
): CvTemplateSettings {
  const record = toRecord(input);
  const settings: CvTemplateSettings = { ...base };
  const assign = <K extends ScalarKey>(key: K) => {
    const value = READERS[key](record[key]);
    if (value !== undefined) settings[key] = value;
  };
  (Object.keys(READERS) as ScalarKey[]).forEach(assign);
  settings.qrLocation = readQr(record, 'qrLocation', base.qrLocation);
  settings.qrMoreCvs = readQr(record, 'qrMoreCvs', base.qrMoreCvs);
  return settings;
}

/** The stored form of working settings: flat fields and six-part gradient strings, ready to save. */
export function toCvTemplateRecord(settings: CvTemplateSettings): CvTemplateRecord {
  const record: CvTemplateRecord = {};
  for (const [key, value] of Object.entries(settings) as [keyof CvTemplateSettings, unknown][]) {
    if (key === 'qrLocation' || key === 'qrMoreCvs') {
      const qr = value as QrPlacement;
      record[`${key}Link`] = qr.link;
      record[`${key}Width`] = qr.width;
      record[`${key}Height`] = qr.height;
      record[`${key}ImageUrl`] = qr.imageUrl;
      record[`${key}Margin`] = qr.margin;
    } else if (key === 'headerGradient' || key === 'evenGradient' || key === 'oddGradient') {
      record[key] = formatGradient(value as Gradient);
    } else {
      record[key] = value as string | number | boolean;
    }
  }
  return record;
}
