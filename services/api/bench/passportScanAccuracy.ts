// `pnpm --filter @placement/api bench:mrz`: how many generated passport pages (test/support/passportPageImage:
// known values, scanned sizes, turned, blurred, speckled, JPEG) the passport-scan reader reads right. Each page
// ends one of three ways: read right (every field equal to the printed values), refused (a wrong check digit or
// no MRZ found: the clerk is told, nothing is offered), or wrong (verified yet different: the one outcome that
// must not happen). Env: MRZ_PAGES (20), MRZ_SEED (1).
import { readPassportScan } from '../src/modules/passportScan/readPassportScan';
import { stopMrzOcr } from '../src/modules/passportScan/mrzOcr';
import { passportPageImage, samplePassports } from '../test/support/passportPageImage';

const PAGES = Number(process.env.MRZ_PAGES ?? 20);
const FIRST_SEED = Number(process.env.MRZ_SEED ?? 1);
const today = new Date('2026-11-28T12:00:00Z');
const passports = samplePassports(PAGES);
const outcomes = { right: 0, refused: 0, wrong: 0 };
const times: number[] = [];
for (let index = 0; index < PAGES; index += 1) {
  const values = passports[index]!;
  const { image, lines, variation } = await passportPageImage(values, FIRST_SEED + index);
  const started = performance.now();
  const result = await readPassportScan(image, today);
  times.push(performance.now() - started);
  const passport = result.reading?.ok ? result.reading.passport : null;
  const right =
    passport &&
    passport.surName === values.surName &&
    passport.givenName === values.givenName &&
    passport.passportNumber === values.passportNumber &&
    passport.dateOfBirth === values.dateOfBirth &&
    passport.passportExpiryDate === values.passportExpiryDate &&
    passport.sex === values.sex &&
    passport.nationalityCode === values.nationalityCode;
  const outcome = right ? 'right' : passport ? 'wrong' : 'refused';
  outcomes[outcome] += 1;
  console.error(
    `${String(index + 1).padStart(2)} ${outcome.padEnd(7)} ${Math.round(times.at(-1)!)} ms ${JSON.stringify(variation)}` +
      (right
        ? ''
        : `\n   printed ${lines.join(' ')}\n   read    ${result.lines?.join(' ') ?? '(no MRZ found)'}`),
  );
}
await stopMrzOcr();
times.sort((a, b) => a - b);
console.log(
  `${PAGES} generated passport pages: ${outcomes.right} read right, ${outcomes.refused} refused, ${outcomes.wrong} wrong; ` +
    `time per page p50 ${Math.round(times[Math.floor(PAGES / 2)]!)} ms, p95 ${Math.round(times[Math.min(PAGES - 1, Math.floor(PAGES * 0.95))]!)} ms`,
);
