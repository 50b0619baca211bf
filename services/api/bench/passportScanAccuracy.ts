// `pnpm --filter @placement/api bench:mrz`: how many generated passport pages (test/support/passportPageImage:
// known values, scanned sizes, turned, blurred, speckled, JPEG) the passport-scan reader reads right. Each page
// ends one of three ways: read right (every field equal to the printed values), refused (a wrong check digit or
// no MRZ found: the clerk is told, nothing is offered), or wrong (verified yet different: the one outcome that
// must not happen). Prints the table and writes docs/benchmarks/mrz.json. Env: MRZ_PAGES (20), MRZ_SEED (1);
// BENCH_SMOKE=1: one page.
import { readPassportScan } from '../src/modules/passportScan/readPassportScan';
import { stopMrzOcr } from '../src/modules/passportScan/mrzOcr';
import { passportPageImage, samplePassports } from '../test/support/passportPageImage';
import { benchSize } from '../../../scripts/bench/benchSize';
import { percentile } from '../../../scripts/bench/percentile';
import { reportBenchmark } from '../../../scripts/bench/reportBenchmark';

const PAGES = benchSize('MRZ_PAGES', 20, 1);
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
const seeds = PAGES === 1 ? `seed ${FIRST_SEED}` : `seeds ${FIRST_SEED}-${FIRST_SEED + PAGES - 1}`;
reportBenchmark({
  benchmark: 'mrz',
  command: 'pnpm --filter @placement/api bench:mrz',
  settings: { pages: PAGES, firstSeed: FIRST_SEED },
  tables: [
    {
      caption: 'Generated passport pages read by the passport-scan reader:',
      columns: [
        'generated pages',
        'read right',
        'refused (wrong check digit named, or no MRZ found)',
        'wrong (verified yet different)',
        'time per page p50 / p95',
      ],
      rows: [
        [
          `${PAGES} (${seeds})`,
          outcomes.right,
          outcomes.refused,
          outcomes.wrong,
          `${Math.round(percentile(times, 50))} ms / ${Math.round(percentile(times, 95))} ms`,
        ],
      ],
    },
  ],
});
