import { remembered } from '../cache/remembered';
import { UnsupportedSvg } from './UnsupportedSvg';

/** A colour with its alpha, each 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  yellow: '#ffff00',
  orange: '#ffa500',
};

const colors = remembered<Rgba | undefined>({ keys: 1000 });

/** An SVG paint colour; undefined for none/transparent (nothing is painted). Unknown forms are refused. */
export function svgColor(value: string): Rgba | undefined {
  return colors(value, () => {
    const color = svgRgba(value);
    return color && color.a > 0 ? color : undefined;
  });
}

/**
 * A colour with its alpha even when fully transparent (a gradient stop's colour still counts in the blend):
 * 'transparent' is black with alpha 0, as CSS says; undefined only for 'none'.
 */
export function svgRgba(value: string): Rgba | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  return parse(text);
}

function parse(text: string): Rgba | undefined {
  if (text === 'none') return undefined;
  const named = NAMED[text];
  if (named) return parse(named);
  if (text.startsWith('#')) {
    const hex = text.slice(1);
    if (!/^[0-9a-f]+$/u.test(hex)) throw new UnsupportedSvg(`colour ${text}`);
    const short = hex.length === 3 || hex.length === 4;
    if (!short && hex.length !== 6 && hex.length !== 8) throw new UnsupportedSvg(`colour ${text}`);
    const part = (i: number) =>
      short ? parseInt(`${hex[i]}${hex[i]}`, 16) / 255 : parseInt(hex.slice(2 * i, 2 * i + 2), 16) / 255;
    const withAlpha = hex.length === 4 || hex.length === 8;
    return { r: part(0), g: part(1), b: part(2), a: withAlpha ? part(3) : 1 };
  }
  const fn = /^rgba?\(([^)]*)\)$/u.exec(text);
  if (fn) {
    const parts = (fn[1] as string).split(/[\s,/]+/u).filter((p) => p !== '');
    if (parts.length < 3 || parts.length > 4) throw new UnsupportedSvg(`colour ${text}`);
    const channel = (p: string) =>
      p.endsWith('%') ? Number.parseFloat(p) / 100 : Number.parseFloat(p) / 255;
    const alpha =
      parts[3] === undefined
        ? 1
        : parts[3].endsWith('%')
          ? Number.parseFloat(parts[3]) / 100
          : Number(parts[3]);
    const color = {
      r: channel(parts[0] as string),
      g: channel(parts[1] as string),
      b: channel(parts[2] as string),
      a: alpha,
    };
    if (Object.values(color).some((v) => !Number.isFinite(v))) throw new UnsupportedSvg(`colour ${text}`);
    return color;
  }
  throw new UnsupportedSvg(`colour ${text}`);
}
