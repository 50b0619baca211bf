/**
 * A definition's markup (a mask, filter or clip path) by id, or undefined. satori writes the definitions an element
 * uses just before it, so the search runs back from `near` (where the element is) first: scanning a page
 * from its start for each use was most of the time of the passes that read definitions (docs/performance.md,
 * "svgElements").
 */
export function svgDefinition(
  svg: string,
  tag: 'mask' | 'filter' | 'clipPath',
  id: string,
  near = 0,
): string | undefined {
  const opening = `<${tag} id="${id}"`;
  let start = near > 0 ? svg.lastIndexOf(opening, near) : -1;
  if (start < 0) start = svg.indexOf(opening);
  if (start < 0) return undefined;
  const end = svg.indexOf(`</${tag}>`, start);
  return end < 0 ? undefined : svg.slice(start, end + tag.length + 3);
}
