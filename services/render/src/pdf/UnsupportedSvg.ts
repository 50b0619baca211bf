/**
 * Thrown when an SVG uses something the vector PDF writer does not draw faithfully. The page is then written as
 * a picture instead (the raster fallback), never with the part silently left out.
 */
export class UnsupportedSvg extends Error {
  constructor(what: string) {
    super(`SVG not drawable as vector PDF: ${what}`);
    this.name = 'UnsupportedSvg';
  }
}
