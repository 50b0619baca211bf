import { CV_FIXTURES, FIXTURE_AGENCY } from '@placement/cv-templates';
import { FIXTURE_COUNTERPART, FIXTURE_EMPLOYMENT_AGENCY, FIXTURE_SAUDI_EMPLOYEE } from '@placement/documents';
import { defaultCvTemplateSettings } from '@placement/domain';
import type { RenderDataSource, RenderEmployee } from '../../src';

/**
 * A synthetic employee per id: the typical fixture with the id's digits in its name and numbers, and what the
 * contracts need besides (none of it printed on a CV).
 */
export function fixtureEmployee(id: string): RenderEmployee {
  const n = Number.parseInt(id.slice(-6), 16) % 1_000_000;
  return {
    ...CV_FIXTURES.typical,
    id,
    givenName: `Tigist${n}`,
    passportNumber: `EP${String(n).padStart(7, '0')}`,
    visa: { visaNumber: String(6_000_000_000 + n), address: FIXTURE_SAUDI_EMPLOYEE.visa?.address },
    embassyProcess: { enjazNumber: `E${String(100_000_000 + n)}` },
    address: FIXTURE_SAUDI_EMPLOYEE.address,
    contactPerson: FIXTURE_SAUDI_EMPLOYEE.contactPerson,
    owner: FIXTURE_EMPLOYMENT_AGENCY,
    prospects: [FIXTURE_COUNTERPART],
  };
}

export function fixtureIds(count: number, seed = 0): string[] {
  return Array.from({ length: count }, (_, i) => (seed * 100_000 + i + 1).toString(16).padStart(24, '0'));
}

export interface FixtureSourceOptions {
  delayMs?: number;
  /** Throw this many times before answering, to stand for a transient fault. */
  failures?: number;
}

export function fixtureDataSource(options: FixtureSourceOptions = {}): RenderDataSource & { loads: number } {
  let failures = options.failures ?? 0;
  const source = {
    loads: 0,
    async employees(_companyId: string, ids: string[]) {
      source.loads += 1;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (failures > 0) {
        failures -= 1;
        throw new Error('database connection reset');
      }
      return ids.map(fixtureEmployee);
    },
    async company() {
      return {
        agency: FIXTURE_AGENCY,
        settings: { ...defaultCvTemplateSettings(), numberOfPages: 1 as const },
      };
    },
  };
  return source;
}

/** Entry for worker processes started by tests (RENDER_DATA_SOURCE points here). */
export function createRenderDataSource(): RenderDataSource {
  return fixtureDataSource({ delayMs: Number(process.env.RENDER_TEST_DELAY_MS ?? 0) });
}
