import { mrzLinesFromOcr, readPassportMrz, type MrzReading } from '@placement/domain';
import sharp from 'sharp';
import { recognizeText } from './mrzOcr';

export interface PassportScanReading {
  /** The two lines as read and repaired, or null when no MRZ was found on the image. */
  lines: [string, string] | null;
  reading: MrzReading | null;
}

// Where to look, in order, until the lines verify: the bottom of the page (where a TD3 passport's MRZ is) at
// two scales, since the engine errs differently at each; then the whole image, for a scan with a wide margin
// below the page; then the whole image turned over, for a page scanned upside down.
const PASSES = [
  { bottom: 0.38, width: 1200, turn: 0 },
  { bottom: 0.38, width: 1600, turn: 0 },
  { bottom: 1, width: 1600, turn: 0 },
  { bottom: 1, width: 1600, turn: 180 },
] as const;

async function prepare(image: Buffer, pass: (typeof PASSES)[number]): Promise<Buffer> {
  // rotate() first applies the photo's EXIF orientation, as a phone's picture is shown.
  const upright = await sharp(image)
    .rotate()
    .rotate(pass.turn)
    .greyscale()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const top = Math.round(height * (1 - pass.bottom));
  return sharp(upright.data)
    .extract({ left: 0, top, width, height: height - top })
    .normalise()
    .resize({ width: pass.width })
    .png()
    .toBuffer();
}

const problemCount = (result: PassportScanReading) =>
  !result.reading ? Number.POSITIVE_INFINITY : result.reading.ok ? 0 : result.reading.problems.length;

/**
 * Reads a passport scan's machine-readable lines and verifies every check digit (readPassportMrz). Returns the
 * first reading that verifies, or else the closest one with its problems, so the clerk sees what was read and
 * which digit is wrong; nothing is filled until the clerk confirms.
 */
export async function readPassportScan(image: Buffer, today = new Date()): Promise<PassportScanReading> {
  let best: PassportScanReading = { lines: null, reading: null };
  for (const pass of PASSES) {
    const lines = mrzLinesFromOcr(await recognizeText(await prepare(image, pass)));
    if (!lines) continue;
    const result = { lines, reading: readPassportMrz(lines.join('\n'), today) };
    if (result.reading.ok) return result;
    if (problemCount(result) < problemCount(best)) best = result;
  }
  return best;
}
