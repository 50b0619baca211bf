import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { Children, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import satori, { type Font } from '@placement/satori';
import { CV_FONT_FAMILIES, CV_PAGE_SIZE } from '../src/pageSize';

const require = createRequire(import.meta.url);

function font(name: string, file: string, weight: 400 | 700 | 900): Font {
  return { name, data: readFileSync(require.resolve(file)), weight, style: 'normal' };
}

let fonts: Font[] | undefined;

// Faces from npm packages (never fetched). Arabic is drawn with Cairo here: without the render layer's shaping
// pass, satori's own Arabic handling fails on Noto Sans Arabic but copes with Cairo.
function cvFonts(): Font[] {
  fonts ??= [
    font(CV_FONT_FAMILIES.latin, '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff', 400),
    font(CV_FONT_FAMILIES.latin, '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff', 700),
    font(CV_FONT_FAMILIES.latin, '@fontsource/noto-sans/files/noto-sans-latin-900-normal.woff', 900),
    font(CV_FONT_FAMILIES.arabicFallback, '@fontsource/cairo/files/cairo-arabic-400-normal.woff', 400),
    font(CV_FONT_FAMILIES.arabicFallback, '@fontsource/cairo/files/cairo-arabic-700-normal.woff', 700),
    font(
      CV_FONT_FAMILIES.ethiopic,
      '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff',
      400,
    ),
  ];
  return fonts;
}

type AnyProps = { children?: ReactNode; style?: CSSProperties; [key: string]: unknown };

/**
 * The layout half of the render layer's contract, for rendering this package alone: components are expanded,
 * and a row marked `direction: rtl` is drawn as `row-reverse` (satori has no right-to-left layout).
 */
export function layOutDirection(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(layOutDirection);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<AnyProps>;
  if (typeof element.type === 'function') {
    return layOutDirection((element.type as (props: AnyProps) => ReactNode)(element.props));
  }
  const { style, children } = element.props;
  let nextStyle = style;
  if (style?.direction) {
    const { direction, ...rest } = style;
    nextStyle =
      direction === 'rtl' && (rest.flexDirection ?? 'row') === 'row'
        ? { ...rest, flexDirection: 'row-reverse' }
        : rest;
  }
  const nextChildren =
    children === undefined ? children : Children.map(children, (child) => layOutDirection(child));
  return {
    ...element,
    props: { ...element.props, style: nextStyle, children: nextChildren },
  } as ReactElement;
}

/** A CV page through satori, as the server pipeline draws it. */
export function renderCvSvg(element: ReactElement): Promise<string> {
  return satori(layOutDirection(element) as ReactElement, {
    width: CV_PAGE_SIZE.width,
    height: CV_PAGE_SIZE.height,
    fonts: cvFonts(),
  });
}

export interface CvPng {
  png: Buffer;
  width: number;
  height: number;
}

export async function renderCvPng(element: ReactElement, scale: number): Promise<CvPng> {
  const svg = await renderCvSvg(element);
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.round(CV_PAGE_SIZE.width * scale) },
  }).render();
  return { png: image.asPng(), width: image.width, height: image.height };
}
