import { describe, expect, it } from 'vitest';
import { statusReportWindow } from './statusReportWindow';

describe('statusReportWindow', () => {
  it('takes both days whole, in Riyadh time (UTC+3)', () => {
    const { from, until } = statusReportWindow({ from: '2026-11-24', to: '2026-11-26' });
    expect(from.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(until.toISOString()).toBe('2026-11-26T21:00:00.000Z');
  });

  it('is one whole day when from and to are the same day, across a month end', () => {
    const { from, until } = statusReportWindow({ from: '2026-11-30', to: '2026-11-30' });
    expect(from.toISOString()).toBe('2026-11-29T21:00:00.000Z');
    expect(until.toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('counts a change at 23:30 Riyadh time on the to day, not one at 00:10 the day after', () => {
    const { from, until } = statusReportWindow({ from: '2026-11-01', to: '2026-11-24' });
    const late = new Date('2026-11-24T20:30:00.000Z');
    const nextDay = new Date('2026-11-24T21:10:00.000Z');
    expect(late >= from && late < until).toBe(true);
    expect(nextDay < until).toBe(false);
  });
});
