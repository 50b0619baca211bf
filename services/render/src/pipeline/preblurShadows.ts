import { Resvg } from './resvg';
import { PNG } from 'pngjs';
import type { Box } from '../svg/elementBounds';
import { svgDefinition } from './svgDefinition';
import { pixelGridMark } from './pixelExactPictures';
import { remembered } from '../cache/remembered';

/** Shadow pictures by the shadow's markup and scale: a batch draws the same few shadows on every page. */
const shadowPictures = remembered<ShadowPart[]>({ keys: 500 });

/** One picture of a shadow, placed at (dx, dy) layout pixels from the shadow region's corner. */
interface ShadowPart {
  dx: number;
  dy: number;
  w: number;
  h: number;
  href: string;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * An outer shadow's picture is clear where its box stands (the box is cut out), and that is most of it: resvg
 * samples every pixel of a picture (bicubic), clear or not, which made shadow pictures a visible part of a CV's
 * raster (docs/performance.md#preblurshadows). Such a picture is drawn as the four strips around the clear middle instead, cut from the
 * same pixels. `box` is the box in layout pixels from the region's corner.
 */
function shadowParts(png: Buffer, w: number, h: number, scale: number, box?: Box): ShadowPart[] {
  const whole = [{ dx: 0, dy: 0, w, h, href: dataUrl(png) }];
  if (!box) return whole;
  const image = PNG.sync.read(png);
  const hole = clearMiddle(image, box, scale);
  if (!hole) return whole;
  const [c0, r0, c1, r1] = hole;
  const { width, height } = image;
  const strips: [number, number, number, number][] = [
    [0, 0, width, r0],
    [0, r1, width, height - r1],
    [0, r0, c0, r1 - r0],
    [c1, r0, width - c1, r1 - r0],
  ];
  return strips
    .filter(([, , sw, sh]) => sw > 0 && sh > 0)
    .map(([sx, sy, sw, sh]) => {
      const strip = new PNG({ width: sw, height: sh });
      PNG.bitblt(image, strip, sx, sy, sw, sh, 0, 0);
      return {
        dx: sx / scale,
        dy: sy / scale,
        w: sw / scale,
        h: sh / scale,
        href: dataUrl(PNG.sync.write(strip)),
      };
    });
}

/**
 * The box, drawn in from its edge by as few whole layout pixels as leave every picture pixel inside it clear (a
 * rounded box's corners show shadow a few pixels in), as picture columns and rows [c0, r0, c1, r1]; undefined
 * when no such middle is at least a quarter of the picture.
 */
function clearMiddle(image: PNG, box: Box, scale: number): [number, number, number, number] | undefined {
  const { width, height, data } = image;
  const clear = (c0: number, r0: number, c1: number, r1: number) => {
    for (let r = r0; r < r1; r++)
      for (let c = c0; c < c1; c++) if (data[(r * width + c) * 4 + 3] !== 0) return false;
    return true;
  };
  for (let inset = 1; inset <= 16; inset++) {
    const edges = [
      Math.ceil(box.x0 + inset),
      Math.ceil(box.y0 + inset),
      Math.floor(box.x1 - inset),
      Math.floor(box.y1 - inset),
    ].map((v) => v * scale);
    const [c0, r0, c1, r1] = edges as [number, number, number, number];
    if (!edges.every(Number.isInteger) || c0 < 0 || r0 < 0 || c1 > width || r1 > height) return undefined;
    if ((c1 - c0) * (r1 - r0) < (width * height) / 4) return undefined;
    if (clear(c0, r0, c1, r1)) return [c0, r0, c1, r1];
  }
  return undefined;
}

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
 * that cuts the box itself out. resvg blurs and masks at full page size for each one, which made shadows a large
 * part of rasterising time (docs/performance.md#preblurshadows), and a PDF cannot hold the filter at all. Each shadow is drawn here once,
 * by resvg, as a small transparent picture of exactly that shadow (its own blur, colour, offset and the cut-out of
 * its box), and put back as an <image> over the same region; the same shadow on the next page or the next CV of
 * a batch comes from a bounded cache. A shadow whose markup is not the expected shape is left as it was.
 * `scale` is the pixels per layout pixel of the pictures: the scale the page will be rasterised at. `strips` false
 * keeps each picture whole (to compare against).
 */
/**
 * Shadow pictures are drawn at the scale their page is rasterised at: the print scale for a PDF; a PNG's own scale,
 * since resampling a 2x picture into a 1x page (decode plus bicubic filter) costs resvg much of its time
 * (docs/performance.md#preblurshadows).
 */
export function preblurShadows(svg: string, scale: number, strips = true): string {
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
      const key = `${scale}|${strips}|${standalone}`;
      const pictures = shadowPictures(key, () => {
        const png = new Resvg(standalone, {
          fitTo: { mode: 'zoom', value: scale },
          font: { loadSystemFonts: false },
        })
          .render()
          .asPng();
        // An outer shadow (the box cut out of a white mask) is clear where the box stands.
        const cutOut =
          ground === '#fff' && strips
            ? { x0: box.x - x, y0: box.y - y, x1: box.x + box.w - x, y1: box.y + box.h - y }
            : undefined;
        return shadowParts(png, w, h, scale, cutOut);
      });
      removed.add(maskId).add(filterId);
      const fade = Number(opacity) < 1 ? ` opacity="${opacity}"` : '';
      return pictures
        .map((part) => {
          const place = [x + part.dx, y + part.dy, part.w, part.h];
          const grid = place.every((v) => Number.isInteger(v * scale)) ? pixelGridMark(scale) : '';
          return `<image x="${place[0]}" y="${place[1]}" width="${part.w}" height="${part.h}" href="${part.href}" preserveAspectRatio="none"${fade}${grid}/>`;
        })
        .join('');
    },
  );
  // The replaced shadows' masks and filters, dropped in one pass over the page.
  return out.replace(
    /<(mask|filter) id="(satori_(?:ms|s)-[^"]+)"[^>]*>.*?<\/\1>/gsu,
    (definitionText, _tag: string, id: string) => (removed.has(id) ? '' : definitionText),
  );
}
