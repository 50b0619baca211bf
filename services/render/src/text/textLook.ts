import type { CSSProperties, ReactElement } from 'react';
import type { BaseDirection } from './bidiParagraph';

/** The inherited text styles that decide how a text is drawn, followed down the tree as satori inherits them. */
export interface TextLook {
  direction: BaseDirection;
  fontFamily?: string;
  /** In px, resolved as satori resolves it (16 px when nothing says otherwise). */
  fontSize: number;
  textAlign?: unknown;
  whiteSpace?: unknown;
  /** Inside an `<svg>`, which satori turns into a picture: texts there stay plain strings. */
  inSvg: boolean;
  /** The element's own texts may wrap onto several lines (set per element, see wrappingLook). */
  wraps?: boolean;
}

export const ROOT_LOOK: Omit<TextLook, 'direction'> = { fontSize: 16, inSvg: false };

const REM_PX = 16;

function fontSizePx(value: unknown, inherited: number): number {
  if (typeof value === 'number') return value;
  const match = typeof value === 'string' ? /^(-?[\d.]+)(px|em|rem|%)$/u.exec(value.trim()) : null;
  const amount = Number(match?.[1]);
  if (!match || !Number.isFinite(amount)) return inherited;
  if (match[2] === 'em') return amount * inherited;
  if (match[2] === 'rem') return amount * REM_PX;
  if (match[2] === '%') return (amount / 100) * inherited;
  return amount;
}

/** The look an element's children inherit: its own text styles over its parent's. */
export function inheritedLook(element: ReactElement<{ style?: CSSProperties }>, look: TextLook): TextLook {
  const style = element.props.style ?? {};
  return {
    direction: style.direction === 'rtl' || style.direction === 'ltr' ? style.direction : look.direction,
    fontFamily: typeof style.fontFamily === 'string' ? style.fontFamily : look.fontFamily,
    fontSize: fontSizePx(style.fontSize, look.fontSize),
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
  return { ...look, wraps };
}
