import type { CvTemplateSettings, Gradient } from '@placement/domain';
import type { CSSProperties } from 'react';
import { isClearColour } from './isClearColour';

function hexToRgb(hex: string): [number, number, number] | undefined {
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  const value = Number.parseInt(full, 16);
  return Number.isNaN(value) ? undefined : [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A colour with an opacity from the settings; colours already carrying their own alpha are kept. */
export function withAlpha(colour: string, alpha: number): string {
  if (alpha >= 1) return colour;
  if (colour.startsWith('#') && (colour.length === 4 || colour.length === 7)) {
    const rgb = hexToRgb(colour);
    if (rgb) return `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${alpha})`;
  }
  const rgb = /^rgb\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/i.exec(colour);
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  if (colour.toLowerCase() === 'white') return `rgba(255, 255, 255, ${alpha})`;
  if (colour.toLowerCase() === 'black') return `rgba(0, 0, 0, ${alpha})`;
  return colour;
}

export function gradientCss(gradient: Gradient, firstAlpha: number, secondAlpha: number): string {
  const from = `${withAlpha(gradient.from, firstAlpha)} ${gradient.fromStop}`;
  const to = `${withAlpha(gradient.to, secondAlpha)} ${gradient.toStop}`;
  return gradient.type === 'radial-gradient'
    ? `radial-gradient(circle, ${from}, ${to})`
    : `linear-gradient(${gradient.degree}, ${from}, ${to})`;
}

/**
 * A gradient as a background image, or nothing when both its colours are clear: the default settings turn the
 * header gradient on with transparent colours, and satori would still build a pattern for it on every heading.
 */
function gradientImage(gradient: Gradient, firstAlpha: number, secondAlpha: number): CSSProperties {
  const clear =
    isClearColour(withAlpha(gradient.from, firstAlpha)) && isClearColour(withAlpha(gradient.to, secondAlpha));
  return clear ? {} : { backgroundImage: gradientCss(gradient, firstAlpha, secondAlpha) };
}

/** The heading colours: header background (with its opacity) under the header gradient when it is on. */
export function headFill(s: CvTemplateSettings): CSSProperties {
  return {
    backgroundColor: withAlpha(s.headBgColor, s.headBgAlpha),
    ...(s.useHeaderGradient
      ? gradientImage(s.headerGradient, s.headGradientFirstAlpha, s.headGradientSecondAlpha)
      : {}),
    color: s.headFontColor,
  };
}

export function labelFill(s: CvTemplateSettings): CSSProperties {
  return { backgroundColor: withAlpha(s.labelBgColor, s.labelBgAlpha) };
}

/** The value cell: its background, and on alternate rows the even/odd body gradients when turned on. */
export function valueFill(s: CvTemplateSettings, index: number): CSSProperties {
  const even = index % 2 === 0;
  return {
    backgroundColor: withAlpha(s.valueBgColor, s.valueBgAlpha),
    ...(s.useBodyGradient
      ? even
        ? gradientImage(s.evenGradient, s.evenGradientFirstAlpha, s.evenGradientSecondAlpha)
        : gradientImage(s.oddGradient, s.oddGradientFirstAlpha, s.oddGradientSecondAlpha)
      : {}),
  };
}

export function labelText(s: CvTemplateSettings): CSSProperties {
  return {
    color: s.labelFontColor,
    fontSize: s.labelFontSize,
    fontWeight: s.labelFontWeight,
    textTransform: s.textTransform,
  };
}

export function valueText(s: CvTemplateSettings): CSSProperties {
  return {
    color: s.valueFontColor,
    fontSize: s.valueFontSize,
    fontWeight: s.valueFontWeight,
    textTransform: s.textTransform,
  };
}

export function headText(s: CvTemplateSettings): CSSProperties {
  return {
    color: s.headFontColor,
    fontSize: Math.round(s.valueFontSize * 1.15),
    fontWeight: 700,
    textTransform: s.textTransform,
    letterSpacing: 1,
  };
}

/** The template's frame: border width, style, colour and radius. */
export function frame(s: CvTemplateSettings, scale = 1): CSSProperties {
  const width = s.borderStyle === 'none' ? 0 : Math.max(0, Math.round(s.borderWidth * scale));
  return {
    borderWidth: width,
    borderStyle: s.borderStyle === 'none' ? 'solid' : s.borderStyle,
    borderColor: s.borderColor,
    borderRadius: s.borderRadius,
  };
}

/** A hairline in the border colour, for cell separators that must stay thin whatever the frame width. */
export function hairline(s: CvTemplateSettings): string {
  return withAlpha(s.borderColor, 0.35);
}

/**
 * A flex row in reading order. Right-to-left rows say `direction: rtl` and keep `flexDirection: row`: a browser
 * then lays them out from the right, and the render layer turns exactly that into `row-reverse` for satori.
 */
export function row(rtl: boolean, extra: CSSProperties = {}): CSSProperties {
  return { display: 'flex', flexDirection: 'row', direction: rtl ? 'rtl' : 'ltr', ...extra };
}

/**
 * A flex column. Its direction is pinned to ltr so `alignItems` means the same physical side in a browser
 * (where direction is inherited) and in satori (which ignores it); text inside carries its own direction.
 */
export function column(extra: CSSProperties = {}): CSSProperties {
  return { display: 'flex', flexDirection: 'column', direction: 'ltr', ...extra };
}
