import { describe, expect, it } from 'vitest';
import { kuwaitContractSalary } from './kuwaitContractSalary';

describe('Kuwait contract salary', () => {
  it('states the employee salary', () => {
    expect(kuwaitContractSalary(150)).toBe(150);
    expect(kuwaitContractSalary('135')).toBe(135);
  });
  it('states the Kuwait default of 120 when the salary is missing, zero or unreadable', () => {
    expect(kuwaitContractSalary(null)).toBe(120);
    expect(kuwaitContractSalary(0)).toBe(120);
    expect(kuwaitContractSalary('abc')).toBe(120);
    expect(kuwaitContractSalary(' ')).toBe(120);
  });
});
