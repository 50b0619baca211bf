import type { Company, Employee } from '@placement/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type { CvAgency, CvEmployee } from './CvEmployee';

describe('CV input types', () => {
  it('accept the domain entities as they are', () => {
    expectTypeOf<Employee>().toExtend<CvEmployee>();
    expectTypeOf<Company>().toExtend<CvAgency>();
  });
});
