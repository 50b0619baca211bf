import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { passportMrzLines, type PassportMrzValues } from '@placement/domain';
import satori, { type Font } from '@placement/satori';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

// Passport data pages with known values, made the way a clerk's scan or phone photo of one looks: the page
// drawn (visual zone and the two machine-readable lines in a monospaced face, fonts from npm), then scaled to
// the scan's size, turned a little, blurred, speckled and saved as JPEG. The OCR tests and the accuracy count in
// the README read these; every variation comes from the seed, so a run is repeatable.

const require = createRequire(import.meta.url);
const font = (pkg: string, file: string, name: string, weight: 400 | 500 | 700): Font => ({
  name,
  data: readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`)),
  weight,
  style: 'normal',
});
let fonts: Font[] | undefined;
const pageFonts = () =>
  (fonts ??= [
    font('noto-sans-mono', 'noto-sans-mono-latin-500-normal.woff', 'Mono', 500),
    font('noto-sans', 'noto-sans-latin-400-normal.woff', 'Sans', 400),
    font('noto-sans', 'noto-sans-latin-700-normal.woff', 'Sans', 700),
  ]);

export interface PassportPageVariation {
  /** The scan's width in pixels (the page is 125 x 88 mm). */
  width: number;
  /** Degrees the page is turned on the scanner glass. */
  angle: number;
  /** Gaussian blur sigma (0: sharp). */
  blur: number;
  /** JPEG quality. */
  quality: number;
  /** Strength of the speckle, 0-40. */
  noise: number;
}

/** A small deterministic random source, so the same seed makes the same page. */
function random(seed: number) {
  // Seeds 1, 2, 3... mixed first, or neighbouring seeds would make alike pages.
  let state = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) ^ 0x5bd1e995;
  state = Math.imul(state ^ (state >>> 12), 0x297a2d39) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

export function variationFor(seed: number): PassportPageVariation {
  const next = random(seed);
  return {
    width: Math.round(1000 + next() * 900),
    angle: Math.round((next() * 4 - 2) * 10) / 10,
    blur: Math.round(next() * 8) / 10,
    quality: Math.round(60 + next() * 35),
    noise: Math.round(next() * 30),
  };
}

// Elements as satori reads them (React's shape, without React).
interface PageElement {
  type: 'div';
  props: { style: Record<string, unknown>; children: string | PageElement[] };
}
const div = (style: Record<string, unknown>, children: string | PageElement[]): PageElement => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

function pageElement(values: PassportMrzValues, lines: [string, string]): PageElement {
  const label = (text: string, value: string) =>
    div({ flexDirection: 'column', marginBottom: 10 }, [
      div({ fontSize: 16, color: '#5a5a6a' }, text),
      div({ fontSize: 26, fontWeight: 700, color: '#1d1d28' }, value),
    ]);
  return div(
    {
      width: 1250,
      height: 880,
      flexDirection: 'column',
      backgroundColor: '#efe9dc',
      backgroundImage: 'linear-gradient(135deg, #efe9dc 0%, #e2ecef 55%, #efe2e6 100%)',
      fontFamily: 'Sans',
      padding: '30px 60px 0 60px',
    },
    [
      div({ fontSize: 24, fontWeight: 700, color: '#2b3a67', justifyContent: 'center' }, 'PASSPORT'),
      div({ flexDirection: 'row', marginTop: 20, height: 540 }, [
        div({ width: 330, height: 420, backgroundColor: '#b9b4ad', marginRight: 50, marginTop: 20 }, ''),
        div({ flexDirection: 'column', flexGrow: 1 }, [
          label('Type / Code / Passport No.', `P   ${values.nationalityCode}   ${values.passportNumber}`),
          label('Surname', values.surName.toUpperCase()),
          label('Given names', values.givenName.toUpperCase()),
          label('Date of birth', values.dateOfBirth),
          label('Sex', values.sex === 'male' ? 'M' : 'F'),
          label('Date of expiry', values.passportExpiryDate),
        ]),
      ]),
      div(
        {
          flexDirection: 'column',
          fontFamily: 'Mono',
          fontWeight: 500,
          fontSize: 42,
          color: '#111',
          marginTop: 40,
          lineHeight: 1.5,
        },
        lines.map((line) => div({}, line)),
      ),
    ],
  );
}

/** The JPEG of a passport page with these values, varied by the seed, and the MRZ lines printed on it. */
export async function passportPageImage(
  values: PassportMrzValues,
  seed: number,
  /** Lines to print instead of the values' own (e.g. with a wrong check digit). */
  printed?: [string, string],
): Promise<{ image: Buffer; lines: [string, string]; variation: PassportPageVariation }> {
  const lines = printed ?? passportMrzLines(values);
  const variation = variationFor(seed);
  const svg = await satori(pageElement(values, lines) as unknown as Parameters<typeof satori>[0], {
    width: 1250,
    height: 880,
    fonts: pageFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: variation.width } }).render().asPng();
  let page = sharp(png).flatten({ background: '#ffffff' }).rotate(variation.angle, { background: '#f4f4f2' });
  if (variation.blur >= 0.3) page = page.blur(variation.blur);
  const { data, info } = await page.raw().toBuffer({ resolveWithObject: true });
  const speckle = random(seed);
  for (let index = 0; index < data.length; index += info.channels) {
    const shift = Math.round((speckle() - 0.5) * 2 * variation.noise);
    for (let channel = 0; channel < Math.min(3, info.channels); channel += 1) {
      data[index + channel] = Math.max(0, Math.min(255, data[index + channel]! + shift));
    }
  }
  const image = await sharp(data, { raw: info }).jpeg({ quality: variation.quality }).toBuffer();
  return { image, lines, variation };
}

/** Twenty different passports: names, numbers, dates and nationalities a clerk meets. */
export function samplePassports(count = 20): PassportMrzValues[] {
  const surNames = ['TESFAYE', 'ABEBE', 'MOHAMMED', 'GEBREMEDHIN', 'OSMAN', 'HAILE', 'ADAM', 'WOLDE'];
  const givenNames = [
    'ALMAZ',
    'HIWOT TSEHAY',
    'FATIMA',
    'MEKDES',
    'AMNA ALI',
    'SELAMAWIT',
    'RAHMA',
    'BETELHEM',
  ];
  const codes = ['ETH', 'ETH', 'SDN', 'ETH', 'SDN', 'ERI', 'ETH', 'KEN'];
  const next = random(20261128);
  const pad = (value: number) => String(value).padStart(2, '0');
  return Array.from({ length: count }, (_, index) => {
    const letters = 'ABCEPT';
    const number =
      index % 3 === 2
        ? `${letters[index % letters.length]}${String(Math.floor(next() * 10_000_000)).padStart(7, '0')}`
        : `EP${String(Math.floor(next() * 10_000_000)).padStart(7, '0')}`;
    return {
      surName: surNames[index % surNames.length]!,
      givenName: givenNames[(index * 3) % givenNames.length]!,
      passportNumber: number,
      nationalityCode: codes[index % codes.length]!,
      dateOfBirth: `${1975 + Math.floor(next() * 30)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
      sex: index % 4 === 0 ? 'male' : 'female',
      passportExpiryDate: `${2027 + Math.floor(next() * 9)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`,
    };
  });
}

/**
 * The page as a flatbed scanner gives it at `dpi` (the page is 125 mm wide), laid `angle` degrees crooked on the
 * glass, with the sensor's grain: at 450 dpi a clerk's scan is some 2 MB, twice the upload limit.
 */
export async function scannedPage(
  page: Buffer,
  { dpi, angle }: { dpi: number; angle: number },
): Promise<{ image: Buffer; width: number; height: number }> {
  const width = Math.round((125 / 25.4) * dpi);
  const { data, info } = await sharp(page)
    .resize({ width })
    .rotate(angle, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grain = random(dpi);
  for (let index = 0; index < data.length; index += 1)
    data[index] = Math.max(0, Math.min(255, data[index]! + Math.round((grain() - 0.5) * 40)));
  const image = await sharp(data, { raw: info })
    .jpeg({ quality: 95 })
    .withMetadata({ density: dpi })
    .toBuffer();
  return { image, width: info.width, height: info.height };
}
