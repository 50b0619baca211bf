/**
 * A document's page: the pixel size its component is laid out at, and the paper it prints on in PDF points
 * (1/72 inch). A document is just a component plus one of these.
 */
export interface PageSize {
  /** Layout width and height in CSS pixels. */
  width: number;
  height: number;
  /** Paper size in PDF points. */
  paper: { width: number; height: number };
}
