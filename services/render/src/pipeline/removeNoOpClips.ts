/**
 * satori clips almost every element to a clip path that is a rectangle the size of the whole page
 * (`satori_cp-id`), and resvg turns each use into its own page-sized coverage mask, which made rasterising a CV
 * page much slower (docs/performance.md#removenoopclips). Clipping to the page hides nothing the page edge
 * does not, so those uses are dropped. A clip path is drawn in the user space of the element that uses it, so
 * this only runs on an SVG without transforms (satori writes one for a CSS transform; nested data-URL images escape their quotes): there the page-sized
 * rectangle is the page. The picture is the same up to the rounding of the coverage multiply (at most one level
 * of 255 on a few edge pixels; a test bounds it).
 */
export function removeNoOpClips(svg: string, width: number, height: number): string {
  if (svg.includes(' transform="')) return svg;
  const noOp: string[] = [];
  const definition =
    /<clipPath id="([^"]+)"><rect x="0" y="0" width="([\d.]+)" height="([\d.]+)"\/><\/clipPath>/gu;
  for (const match of svg.matchAll(definition)) {
    if (Number(match[2]) >= width && Number(match[3]) >= height) noOp.push(match[1] as string);
  }
  let out = svg;
  for (const id of noOp) out = out.replaceAll(` clip-path="url(#${id})"`, '');
  return out;
}
