import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_STATUSES,
  isAfterFlightStatus,
  isEmployeeStatus,
  PIPELINE_STATUSES,
} from './EmployeeStatus';

describe('employee statuses', () => {
  it('keeps the working pipeline in the order of the spec', () => {
    expect(PIPELINE_STATUSES).toEqual([
      'new',
      'selected',
      'contract_process',
      'medical_process',
      'embassy_process',
      'ossc_process',
      'labour_process',
      'discontinued',
      'flight_process',
      'flight_booked',
      'traveled',
    ]);
  });

  it('knows every value of the spec once, including after-flight, visa_canceled and legacy values', () => {
    for (const status of [
      'on_good_condition',
      'lost',
      'returned',
      'has_complain',
      'contract_completed',
      'visa_canceled',
      'available',
      'rejected',
      'employee',
      'arrived',
      'processing',
      'keep_ready',
      'visa_ready',
      'on_medical',
      'on_foreign_affairs',
      'issued',
      'immigration_verified',
      'pending',
    ]) {
      expect(isEmployeeStatus(status), status).toBe(true);
    }
    expect(new Set(EMPLOYEE_STATUSES).size).toBe(EMPLOYEE_STATUSES.length);
    expect(EMPLOYEE_STATUSES).toHaveLength(11 + 5 + 1 + 12);
  });

  it('rejects values that are not statuses', () => {
    expect(isEmployeeStatus('all')).toBe(false);
    expect(isEmployeeStatus('NEW')).toBe(false);
    expect(isEmployeeStatus(undefined)).toBe(false);
    expect(isAfterFlightStatus('traveled')).toBe(false);
    expect(isAfterFlightStatus('lost')).toBe(true);
  });
});
