import type { CSSProperties, ReactElement } from 'react';
import type { BaseDirection } from './bidiParagraph';

/** The inherited text styles that decide how a text is drawn, followed down the tree as satori inherits them. */
export interface TextLook {
  direction: BaseDirection;
  fontFamily?: string;
  /** In px, resolved as satori resolves it (16 px when nothing says otherwise). */
  fontSize: number;
  fontWeight: number;
  /** In px. */
  letterSpacing: number;
  /** A multiple of the font size, or `normal`. */
  lineHeight: number | 'normal';
  textAlign?: unknown;
  whiteSpace?: unknown;
  /** Inside an `<svg>`, which satori turns into a picture: texts there stay plain strings. */
  inSvg: boolean;
  /** The element's own texts may wrap onto several lines (set per element, see wrappingLook). */
  wraps?: boolean;
  /**
   * The element's own texts are given in reading order and broken into lines in that order, each line then put
   * in drawing order by the bidi algorithm (see bidiLines); the paragraphs' base direction. Set per element.
   */
  bidiLines?: BaseDirection;
}

/** The prop under which prepareElement leaves the look of an element's own text (see textRuns). */
export const TEXT_LOOK_PROP = 'data-text-look';

export const ROOT_LOOK: Omit<TextLook, 'direction'> = {
  fontSize: 16,
  fontWeight: 400,
  letterSpacing: 0,
  lineHeight: 'normal',
  inSvg: false,
};

const REM_PX = 16;

/** The styles a look is made of; an element setting none of them passes its parent's look on as it is. */
const INHERITED = [
  'direction',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'textAlign',
  'whiteSpace',
] as const satisfies (keyof CSSProperties)[];

/** A CSS length in px; em and % against the font size; anything else keeps the inherited value. */
function lengthPx(value: unknown, fontSize: number, inherited: number): number {
  if (typeof value === 'number') return value;
  const match = typeof value === 'string' ? /^(-?[\d.]+)(px|em|rem|%)$/u.exec(value.trim()) : null;
  const amount = Number(match?.[1]);
  if (!match || !Number.isFinite(amount)) return inherited;
  if (match[2] === 'em') return amount * fontSize;
  if (match[2] === 'rem') return amount * REM_PX;
  if (match[2] === '%') return (amount / 100) * fontSize;
  return amount;
}

function fontWeightNumber(value: unknown, inherited: number): number {
  if (value === 'bold') return 700;
  if (value === 'normal') return 400;
  const weight = Number(value);
  return value !== undefined && Number.isFinite(weight) ? weight : inherited;
}

/** As satori keeps a line height: a multiple of the font size (a length is divided by it), or `normal`. */
function lineHeightMultiple(
  value: unknown,
  fontSize: number,
  inherited: number | 'normal',
): number | 'normal' {
  if (value === 'normal') return 'normal';
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return inherited;
  if (/^[\d.]+$/u.test(value.trim())) return Number(value);
  const px = lengthPx(value, fontSize, Number.NaN);
  return Number.isFinite(px) && fontSize > 0 ? px / fontSize : inherited;
}

/** The look an element's children inherit: its own text styles over its parent's. */
export function inheritedLook(element: ReactElement<{ style?: CSSProperties }>, look: TextLook): TextLook {
  const style = element.props.style ?? {};
  if (element.type !== 'svg' && !INHERITED.some((property) => style[property] !== undefined)) return look;
  const fontSize = lengthPx(style.fontSize, look.fontSize, look.fontSize);
  return {
    direction: style.direction === 'rtl' || style.direction === 'ltr' ? style.direction : look.direction,
    fontFamily: typeof style.fontFamily === 'string' ? style.fontFamily : look.fontFamily,
    fontSize,
    fontWeight: fontWeightNumber(style.fontWeight, look.fontWeight),
    letterSpacing: lengthPx(style.letterSpacing, fontSize, look.letterSpacing),
    lineHeight: lineHeightMultiple(style.lineHeight, fontSize, look.lineHeight),
    textAlign: style.textAlign ?? look.textAlign,
    whiteSpace: style.whiteSpace ?? look.whiteSpace,
    inSvg: look.inSvg || element.type === 'svg',
  };
}

/** An element's texts may wrap as words only where satori would wrap them and no ellipsis cuts them short. */
export function wrappingLook(look: TextLook, style: CSSProperties | undefined): TextLook {
  const clamps =
    style?.textOverflow !== undefined ||
    style?.WebkitLineClamp !== undefined ||
    (style as { lineClamp?: unknown } | undefined)?.lineClamp !== undefined;
  const wraps = !look.inSvg && !clamps && (look.whiteSpace === undefined || look.whiteSpace === 'normal');
  return look.wraps === wraps ? look : { ...look, wraps };
}
