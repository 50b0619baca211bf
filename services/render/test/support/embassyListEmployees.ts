import type { EmbassyListEmployee } from '@placement/documents';

/** Made-up embassy-list rows with distinct passport, visa and application numbers, for tests and benches. */
export function embassyListEmployees(count: number): EmbassyListEmployee[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `emp${i}`,
    givenName: `Given${i}`,
    surName: `Family${i}`,
    passportNumber: `EP${String(4470000 + i)}`,
    visa: { visaNumber: String(6000000000 + i) },
    embassyProcess: { enjazNumber: `E${String(100000000 + i)}` },
  }));
}
