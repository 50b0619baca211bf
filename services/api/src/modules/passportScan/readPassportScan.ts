import { mrzLinesFromOcr, readPassportMrz, type MrzReading } from '@placement/domain';
import sharp from 'sharp';
import { uploadedPicture } from '../../files/checkedPicture';
import { recognizeText } from './mrzOcr';

export interface PassportScanReading {
  /** The two lines as read and repaired, or null when no MRZ was found on the image. */
  lines: [string, string] | null;
  reading: MrzReading | null;
}

// Where to look, in order, until the lines verify: the bottom of the page (where a TD3 passport's MRZ is) at
// two scales, since the engine errs differently at each; then the whole image, for a scan with a wide margin
// below the page; then the whole image turned over, for a page scanned upside down; last, the bottom of the
// page straightened by a few degrees either way, for a page laid crooked on the scanner (a 2-degree tilt read
// the last check digit as '<'). A straight scan stops at the first pass and pays for none of the others.
const PASSES = [
  { bottom: 0.38, width: 1200, turn: 0 },
  { bottom: 0.38, width: 1600, turn: 0 },
  { bottom: 1, width: 1600, turn: 0 },
  { bottom: 1, width: 1600, turn: 180 },
  { bottom: 0.45, width: 1600, turn: -2 },
  { bottom: 0.45, width: 1600, turn: 2 },
  { bottom: 0.45, width: 1600, turn: -4 },
  { bottom: 0.45, width: 1600, turn: 4 },
] as const;

/** The scan decoded once: upright (the photo's EXIF orientation applied, as a phone shows it) and grey. */
async function upright(image: Buffer) {
  const { data, info } = await uploadedPicture(image)
    .rotate()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

async function prepare(
  page: Awaited<ReturnType<typeof upright>>,
  pass: (typeof PASSES)[number],
): Promise<Buffer> {
  // Turned first (a tilt widens the picture, its new corners white like paper), then cut from the turned one.
  const turned = await sharp(page.data, { raw: page.raw })
    .rotate(pass.turn, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;
  const top = Math.round(height * (1 - pass.bottom));
  return sharp(turned.data, { raw: { width, height, channels: turned.info.channels } })
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
  const page = await upright(image);
  for (const pass of PASSES) {
    const lines = mrzLinesFromOcr(await recognizeText(await prepare(page, pass)));
    if (!lines) continue;
    const result = { lines, reading: readPassportMrz(lines.join('\n'), today) };
    if (result.reading.ok) return result;
    // A straightened reading is taken only when it verifies: one that does not is a guess at the tilt, and
    // the clerk is better shown what the page read as it lies, with its wrong digit named.
    const straightened = pass.turn !== 0 && pass.turn !== 180;
    if (!straightened && problemCount(result) < problemCount(best)) best = result;
  }
  return best;
}
