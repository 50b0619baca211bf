import { describe, expect, it } from 'vitest';
import { changeAfterFlightStatus, discontinueProcess } from './checklistPanelChanges';

describe('Current Status panel changes', () => {
  it('discontinuing sets the status with its date and remark', () => {
    expect(discontinueProcess('2025-04-01', ' medical unfit ')).toEqual({
      status: 'discontinued',
      additionalData: { discontinuedDate: '2025-04-01', discontinuedRemark: 'medical unfit' },
    });
  });

  it('a canceled visa stops the process the same way, with the day the clerk chose', () => {
    expect(discontinueProcess('2025-03-20', 'sponsor canceled', 'visa_canceled')).toEqual({
      status: 'visa_canceled',
      additionalData: { discontinuedDate: '2025-03-20', discontinuedRemark: 'sponsor canceled' },
    });
  });

  it('an after-flight choice sets the status with its date and remark', () => {
    expect(changeAfterFlightStatus('returned', '2026-01-15', 'sick')).toEqual({
      status: 'returned',
      additionalData: { afterFlightStatusDate: '2026-01-15', afterFlightStatusRemark: 'sick' },
    });
  });
});
