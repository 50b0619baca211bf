/**
 * satori wraps every element in an "overflow mask" — for the root, a white rectangle the size of the whole
 * page — and resvg renders each use of a mask into its own full-page pixmap. A CV page uses it on nearly every
 * element, which made rasterising slower than drawing and scaled with the pixel count (docs/performance.md,
 * "removeNoOpMasks"). A mask that is one opaque white rectangle covering the page hides nothing, so its uses are
 * dropped here; the picture is unchanged (a test compares pixels).
 */
export function removeNoOpMasks(svg: string, width: number, height: number): string {
  const noOp: string[] = [];
  const definition =
    /<mask id="([^"]+)"><rect x="0" y="0" width="([\d.]+)" height="([\d.]+)" fill="#fff"\/><\/mask>/gu;
  for (const match of svg.matchAll(definition)) {
    if (Number(match[2]) >= width && Number(match[3]) >= height) noOp.push(match[1] as string);
  }
  let out = svg;
  for (const id of noOp) out = out.replaceAll(` mask="url(#${id})"`, '');
  return out;
}
