import { Resvg } from '@resvg/resvg-js';
import { svgDefinition } from './svgDefinition';

/**
 * Pictures for print are drawn at twice the layout resolution, so they stay smooth in a 300 dpi print; a PNG gets
 * pictures at its own scale, since resampling a 2x picture into a 1x page (decode plus bicubic filter) was measured
 * at about half of resvg's time on the bench CV (116 -> 55 ms).
 */
export const PRINT_SHADOW_SCALE = 2;
const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

const GROUP =
  /<g mask="url\(#(satori_ms-[^)"]+)\)" filter="url\(#(satori_s-[^)"]+)\)" opacity="([\d.]+)">(<(?:rect|path) [^>]*\/>)<\/g>/gu;

function attribute(tag: string, name: string): number {
  const match = new RegExp(` ${name}="(-?[\\d.]+)%?"`, 'u').exec(tag);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * A satori box or border-box tag moved by (dx, dy): its x and y, and a path whose only absolute command is the
 * first moveto (satori writes the rest relative). Undefined when the tag has another form.
 */
function shifted(tag: string, dx: number, dy: number): string | undefined {
  let out = tag.replace(/ (x|y)="(-?[\d.]+)"/gu, (_, name: string, value: string) => {
    return ` ${name}="${Number(value) + (name === 'x' ? dx : dy)}"`;
  });
  const d = / d="([^"]*)"/u.exec(out)?.[1];
  if (d !== undefined) {
    const start = /^M\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/u.exec(d);
    if (!start || /[A-Z]/u.test(d.slice(start[0].length))) return undefined;
    out = out.replace(
      ` d="${d}"`,
      ` d="M${Number(start[1]) + dx},${Number(start[2]) + dy}${d.slice(start[0].length)}"`,
    );
  }
  return out;
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
      const found = svgDefinition(svg, match[1] === 'mask' ? 'mask' : 'clipPath', id);
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
 * `scale` is the pixels per layout pixel of the pictures: the scale the page will be rasterised at.
 */
export function preblurShadows(svg: string, scale = PRINT_SHADOW_SCALE): string {
  if (!svg.includes('satori_ms-')) return svg;
  const removed = new Set<string>();
  const out = svg.replace(
    GROUP,
    (whole, maskId: string, filterId: string, opacity: string, shape: string, at: number) => {
      const mask = svgDefinition(svg, 'mask', maskId, at);
      const filter = svgDefinition(svg, 'filter', filterId, at);
      if (!mask || !filter) return whole;
      // An outer shadow's mask is white with the box cut out in black; an inset shadow's is black with the box white.
      const parts =
        /^<mask id="[^"]+" maskUnits="userSpaceOnUse"><rect x="0" y="0" width="[\d.]+" height="[\d.]+" fill="(#fff|#000)"\/>(<(?:rect|path) [^>]*\/>)<\/mask>$/u.exec(
          mask,
        );
      const ground = parts?.[1];
      const cut = parts?.[2];
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
      // Moved to the region's corner when it can be, so the same shadow anywhere on any page is one cache entry.
      const moved = defs.length === 0 ? [shape, cut].map((tag) => shifted(tag, -x, -y)) : [];
      const [ox, oy, ownShape, ownCut] =
        moved[0] !== undefined && moved[1] !== undefined ? [0, 0, moved[0], moved[1]] : [x, y, shape, cut];
      const standalone =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${ox} ${oy} ${w} ${h}">` +
        defs.join('') +
        `<mask id="m" maskUnits="userSpaceOnUse" x="${ox}" y="${oy}" width="${w}" height="${h}">` +
        `<rect x="${ox}" y="${oy}" width="${w}" height="${h}" fill="${ground}"/>${ownCut}</mask>` +
        filter.replace(/ id="[^"]+"/u, ' id="f"') +
        `<g mask="url(#m)" filter="url(#f)">${ownShape}</g></svg>`;
      const key = `${scale}|${standalone}`;
      let picture = cache.get(key);
      if (picture === undefined) {
        const png = new Resvg(standalone, {
          fitTo: { mode: 'zoom', value: scale },
          font: { loadSystemFonts: false },
        })
          .render()
          .asPng();
        picture = `data:image/png;base64,${png.toString('base64')}`;
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(key, picture);
      }
      removed.add(maskId).add(filterId);
      const fade = Number(opacity) < 1 ? ` opacity="${opacity}"` : '';
      return `<image x="${x}" y="${y}" width="${w}" height="${h}" href="${picture}" preserveAspectRatio="none"${fade}/>`;
    },
  );
  // The replaced shadows' masks and filters, dropped in one pass over the page.
  return out.replace(
    /<(mask|filter) id="(satori_(?:ms|s)-[^"]+)"[^>]*>.*?<\/\1>/gsu,
    (definitionText, _tag: string, id: string) => (removed.has(id) ? '' : definitionText),
  );
}
