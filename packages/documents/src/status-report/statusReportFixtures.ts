import type { StatusReportOptions } from '@placement/domain';
import type { DocumentEmployee } from '../shared/DocumentEmployee';

// Sample report rows: some with an Amharic name, labour id and phone long enough to print, some without (the
// report's fallbacks print the Latin name and '-').
const NAMES = [
  ['Tigist Alemu', 'Woldemariam', 'ትዕግሥት ዓለሙ ወልደማርያም'],
  ['Meron Tadesse', 'Gebremedhin', ''],
  ['Hana Bekele', 'Tesfaye', 'ሐና በቀለ ተስፋዬ'],
  ['Selam Girma', 'Abebe', 'ሰላም'],
] as const;

export function statusReportFixtureEmployees(count: number): DocumentEmployee[] {
  return Array.from({ length: count }, (_, i) => {
    const [given, family, amharic] = NAMES[i % NAMES.length] ?? NAMES[0];
    return {
      id: `report-employee-${i + 1}`,
      status: 'flight_booked',
      givenName: given,
      surName: family,
      passportNumber: `EP${String(7_310_000 + i * 53)}`,
      address: { telephone: i % 3 === 2 ? '0911' : `+251 91${String(1_000_000 + i * 7919).slice(0, 7)}` },
      additionalData: {
        fullNameAmharic: amharic,
        labourId: i % 2 === 0 ? `LB-${String(770_100 + i)}` : 'LB1',
      },
    };
  });
}

export const STATUS_REPORT_FIXTURE_OPTIONS: StatusReportOptions = {
  status: 'flight_booked',
  from: '2026-11-01',
  to: '2026-11-24',
  letterDate: '2026-11-25',
  letterNumber: 'ABF/0520/2026',
  addressee: 'embassyConsulate',
};
