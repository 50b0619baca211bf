import { describe, expect, it } from 'vitest';
import { employeeFormTakeover } from './employeeFormTakeover';
import { employeeFormValues } from './employeeFormValues';
import { employeeTestRecord } from './employeeTestRecord';

const today = new Date('2026-12-07T10:00:00Z');
const viewed = employeeTestRecord();
const newId = 'a1b2c3d4e5';

describe('employeeFormTakeover', () => {
  it('keeps the empty form of a new employee as it is', () => {
    expect(employeeFormTakeover(newId, null, null, today)).toBeNull();
  });

  it('empties the form when the route goes from an employee to a new one, with that employee still at hand', () => {
    const takeover = employeeFormTakeover(newId, viewed._id, viewed, today);
    expect(takeover).toEqual({
      values: employeeFormValues(null, today),
      keepDirtyValues: false,
      takenFrom: null,
      expirySource: 'default',
      owner: '',
    });
    expect(takeover?.values.passportNumber).toBe('');
    expect(takeover?.values.visa?.visaNumber).toBe('');
    expect(takeover?.values.facePhoto).toBeUndefined();
  });

  it('waits while the employee of the route loads', () => {
    expect(employeeFormTakeover(viewed._id, null, null, today)).toBeNull();
  });

  it('takes every field of an employee loaded for the first time, its stored expiry kept', () => {
    expect(employeeFormTakeover(viewed._id, null, viewed, today)).toEqual({
      values: employeeFormValues(viewed, today),
      keepDirtyValues: false,
      takenFrom: viewed._id,
      expirySource: 'entered',
      owner: '64b7f0c2a1b2c3d4e5f60001',
    });
  });

  it('refreshes only untouched fields when the same employee is fetched again', () => {
    expect(employeeFormTakeover(viewed._id, viewed._id, viewed, today)?.keepDirtyValues).toBe(true);
  });

  it('replaces every field with another employee', () => {
    const other = employeeTestRecord({ _id: '64b7f0c2a1b2c3d4e5f6ffff', owner: null });
    const takeover = employeeFormTakeover(other._id, viewed._id, other, today);
    expect(takeover?.keepDirtyValues).toBe(false);
    expect(takeover?.takenFrom).toBe(other._id);
    expect(takeover?.owner).toBe('');
  });
});
