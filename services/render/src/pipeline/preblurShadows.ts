import { Resvg } from '@resvg/resvg-js';

/** Shadow pictures are drawn at twice the layout resolution, so they stay smooth in a 300 dpi print. */
const SHADOW_SCALE = 2;
const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

const GROUP =
  /<g mask="url\(#(satori_ms-[^)"]+)\)" filter="url\(#(satori_s-[^)"]+)\)" opacity="([\d.]+)">(<(?:rect|path) [^>]*\/>)<\/g>/gu;

function definition(svg: string, tag: 'mask' | 'filter' | 'clipPath', id: string): string | undefined {
  const start = svg.indexOf(`<${tag} id="${id}"`);
  if (start < 0) return undefined;
  const end = svg.indexOf(`</${tag}>`, start);
  return end < 0 ? undefined : svg.slice(start, end + tag.length + 3);
}

function attribute(tag: string, name: string): number {
  const match = new RegExp(` ${name}="(-?[\\d.]+)%?"`, 'u').exec(tag);
  return match ? Number(match[1]) : Number.NaN;
}

/** The clip paths and masks a fragment refers to, and those they refer to in turn. */
function referencedDefinitions(svg: string, fragment: string): string[] | undefined {
  const out: string[] = [];
  const seen = new Set<string>();
  const pending = [fragment];
  while (pending.length > 0) {
    const text = pending.pop() as string;
    for (const match of text.matchAll(/(clip-path|mask)="url\(#([^)"]+)\)"/gu)) {
      const id = match[2] as string;
      if (seen.has(id)) continue;
      seen.add(id);
      const found = definition(svg, match[1] === 'mask' ? 'mask' : 'clipPath', id);
      if (!found) return undefined;
      out.push(found);
      pending.push(found);
    }
  }
  return out;
}

/**
 * satori draws a CSS box shadow as a blurred copy of the box (an feGaussianBlur filter) under a page-sized mask
 * that cuts the box itself out. resvg blurs and masks at full page size for each one: on the bench CV nine shadows
 * were about half of rasterising time, and a PDF cannot hold the filter at all. Each shadow is drawn here once,
 * by resvg, as a small transparent picture of exactly that shadow (its own blur, colour, offset and the cut-out of
 * its box), and put back as an <image> over the same region; the same shadow on the next page or the next CV of
 * a batch comes from a bounded cache. A shadow whose markup is not the expected shape is left as it was.
 */
export function preblurShadows(svg: string): string {
  if (!svg.includes('satori_ms-')) return svg;
  const removed: string[] = [];
  const out = svg.replace(
    GROUP,
    (whole, maskId: string, filterId: string, opacity: string, shape: string) => {
      const mask = definition(svg, 'mask', maskId);
      const filter = definition(svg, 'filter', filterId);
      if (!mask || !filter) return whole;
      const cut =
        /^<mask id="[^"]+" maskUnits="userSpaceOnUse"><rect x="0" y="0" width="[\d.]+" height="[\d.]+" fill="#fff"\/>(<(?:rect|path) [^>]*\/>)<\/mask>$/u.exec(
          mask,
        )?.[1];
      if (!cut) return whole;
      const box = {
        x: attribute(shape, 'x'),
        y: attribute(shape, 'y'),
        w: attribute(shape, 'width'),
        h: attribute(shape, 'height'),
      };
      const region = {
        x: attribute(filter, 'x'),
        y: attribute(filter, 'y'),
        w: attribute(filter, 'width'),
        h: attribute(filter, 'height'),
      };
      if (
        ![...Object.values(box), ...Object.values(region)].every(Number.isFinite) ||
        !/ x="-?[\d.]+%"/u.test(filter)
      )
        return whole;
      // The filter region (percentages of the shadow's box), widened to whole layout pixels so the picture's
      // pixels fall on the page's pixel grid.
      const x = Math.floor(box.x + (region.x / 100) * box.w);
      const y = Math.floor(box.y + (region.y / 100) * box.h);
      const w = Math.ceil(box.x + ((region.x + region.w) / 100) * box.w) - x;
      const h = Math.ceil(box.y + ((region.y + region.h) / 100) * box.h) - y;
      if (w <= 0 || h <= 0) return whole;
      const defs = referencedDefinitions(svg, shape + cut);
      if (!defs) return whole;
      const standalone =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}">` +
        defs.join('') +
        `<mask id="m" maskUnits="userSpaceOnUse" x="${x}" y="${y}" width="${w}" height="${h}">` +
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/>${cut}</mask>` +
        filter +
        `<g mask="url(#m)" filter="url(#${filterId})">${shape}</g></svg>`;
      let picture = cache.get(standalone);
      if (picture === undefined) {
        const png = new Resvg(standalone, {
          fitTo: { mode: 'zoom', value: SHADOW_SCALE },
          font: { loadSystemFonts: false },
        })
          .render()
          .asPng();
        picture = `data:image/png;base64,${png.toString('base64')}`;
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(standalone, picture);
      }
      removed.push(mask, filter);
      const fade = Number(opacity) < 1 ? ` opacity="${opacity}"` : '';
      return `<image x="${x}" y="${y}" width="${w}" height="${h}" href="${picture}" preserveAspectRatio="none"${fade}/>`;
    },
  );
  let cleaned = out;
  for (const unused of removed) cleaned = cleaned.replace(unused, '');
  return cleaned;
}
