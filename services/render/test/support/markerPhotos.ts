import { PNG } from 'pngjs';
import type { Picture } from './pixels';

export type Rgb = readonly [number, number, number];

/** Colours no template uses, painted on the edges of test photos: finding them on the page means the edge shows. */
export const MARKERS = {
  head: [255, 0, 255],
  feet: [0, 255, 255],
  scanLeft: [255, 0, 0],
  scanRight: [0, 0, 255],
} as const satisfies Record<string, Rgb>;

/**
 * A photo as a PNG data URL: grey, with bands of a marker colour along some edges (each `share` of the side it
 * runs across).
 */
function markedPhoto(
  width: number,
  height: number,
  bands: { top?: Rgb; bottom?: Rgb; left?: Rgb; right?: Rgb },
  share: number,
): string {
  const png = new PNG({ width, height });
  const across = Math.round(width * share);
  const down = Math.round(height * share);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = (y < down && bands.top) ||
        (y >= height - down && bands.bottom) ||
        (x < across && bands.left) ||
        (x >= width - across && bands.right) || [150, 150, 150];
      const i = (y * width + x) * 4;
      png.data[i] = colour[0];
      png.data[i + 1] = colour[1];
      png.data[i + 2] = colour[2];
      png.data[i + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/** A full-length photo in the usual 2:3 shape: head band on top, feet band at the bottom. */
export const standPhoto = () => markedPhoto(400, 600, { top: MARKERS.head, bottom: MARKERS.feet }, 0.05);
/** A square face photo (uploads are resized to 300 x 300) with the top of the head marked. */
export const facePhoto = () => markedPhoto(300, 300, { top: MARKERS.head }, 0.06);
/** A passport scan in its usual 1.42:1 shape, both side edges marked (the ends of the machine-readable lines). */
export const passportScan = () =>
  markedPhoto(710, 500, { left: MARKERS.scanLeft, right: MARKERS.scanRight }, 0.04);

/** How many pixels of a picture are (within a small distance) the given colour. */
export function pixelsOf(picture: Picture, colour: Rgb): number {
  let count = 0;
  for (let i = 0; i < picture.data.length; i += 4) {
    if (
      Math.abs((picture.data[i] as number) - colour[0]) < 24 &&
      Math.abs((picture.data[i + 1] as number) - colour[1]) < 24 &&
      Math.abs((picture.data[i + 2] as number) - colour[2]) < 24
    )
      count += 1;
  }
  return count;
}
