import { describe, expect, it } from 'vitest';
import { EMPLOYEE_STATUSES } from './EmployeeStatus';
import { statusLabel } from './statusLabel';

describe('statusLabel', () => {
  it('shows new as "Available"', () => {
    expect(statusLabel('new')).toBe('Available');
    expect(statusLabel('new', 'ar')).toBe('متاح');
  });

  it.each([
    ['contract_process', 'Contract Process'],
    ['ossc_process', 'OSSC Process'],
    ['flight_booked', 'Flight Booked'],
    ['has_complain', 'Has Complaint'],
    ['visa_canceled', 'Visa Canceled'],
    ['all', 'All'],
  ])('labels %s as %s in English', (status, label) => {
    expect(statusLabel(status, 'en')).toBe(label);
  });

  it('has a label in every language for every status, in that language script', () => {
    for (const status of EMPLOYEE_STATUSES) {
      expect(statusLabel(status, 'en'), status).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(statusLabel(status, 'ar'), status).toMatch(/[\u0600-\u06FF]/);
      expect(statusLabel(status, 'am'), status).toMatch(/[\u1200-\u137F]/);
    }
  });

  it('shows an unknown stored value as it is', () => {
    expect(statusLabel('on_hold', 'am')).toBe('on_hold');
  });
});
