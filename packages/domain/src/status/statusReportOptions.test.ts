import { describe, expect, it } from 'vitest';
import { STATUS_REPORT_MESSAGES, statusReportOptionsSchema } from './statusReportOptions';

const valid = {
  status: 'flight_booked',
  from: '2026-11-01',
  to: '2026-11-24',
  letterDate: '2026-11-25',
  letterNumber: 'ABF/0500/2026',
  addressee: 'embassyConsulate',
};

const messages = (input: object) =>
  statusReportOptionsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('status report options', () => {
  it('accepts a report of one status between two days', () => {
    expect(statusReportOptionsSchema.parse(valid)).toEqual(valid);
  });
  it('refuses new (reports offer every status but new) and unknown statuses', () => {
    expect(messages({ ...valid, status: 'new' })).toEqual([STATUS_REPORT_MESSAGES.status]);
    expect(messages({ ...valid, status: 'anything' })).toEqual([STATUS_REPORT_MESSAGES.status]);
  });
  it('refuses days before 2023 and a window that ends before it starts', () => {
    expect(messages({ ...valid, from: '2022-12-31' })).toEqual([STATUS_REPORT_MESSAGES.day]);
    expect(messages({ ...valid, from: '2026-11-25', to: '2026-11-24' })).toEqual([
      STATUS_REPORT_MESSAGES.order,
    ]);
  });
  it('needs a letter number and one of the two addressees', () => {
    expect(messages({ ...valid, letterNumber: '  ' })).toEqual([STATUS_REPORT_MESSAGES.letterNumber]);
    expect(messages({ ...valid, addressee: 'someone' })).toHaveLength(1);
  });
});
