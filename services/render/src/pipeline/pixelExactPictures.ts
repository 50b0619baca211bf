import { PICTURE_GRID } from '../svg/pictureGrid';

export { PICTURE_GRID };

/** The attribute text that marks a picture as on the pixel grid at `scale`, as written into its tag. */
export const pixelGridMark = (scale: number) => ` ${PICTURE_GRID}="${scale}"`;

/**
 * Pictures drawn one picture pixel per page pixel (the shadow pictures, when the page is rasterised at the scale
 * they were made for) are drawn without resampling: resvg's default bicubic filter samples sixteen picture pixels
 * for each page pixel, and at one to one it gives the very same pixels, so sampling once is most of the strips'
 * cost saved (docs/performance.md#pixelexactpictures). Any other picture keeps the smooth filter.
 */
export function pixelExactPictures(svg: string, scale: number): string {
  const marker = pixelGridMark(scale);
  return svg.includes(marker) ? svg.replaceAll(marker, ' image-rendering="optimizeSpeed"') : svg;
}
