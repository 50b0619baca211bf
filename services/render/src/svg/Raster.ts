/** A page or picture as pixels. */
export interface Raster {
  width: number;
  height: number;
  /** RGBA, row-major. */
  pixels: Buffer;
}
