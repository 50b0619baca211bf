import { describe, expect, it } from 'vitest';
import { passportExpiryCutoff, STAGES_THAT_CAN_STALL, stuckSince } from './morningChecks';

describe('morning checks', () => {
  it('counts a passport as expiring soon until six months ahead', () => {
    expect(passportExpiryCutoff(new Date('2026-11-25T08:00:00Z'))).toBe('2027-05-25');
    expect(passportExpiryCutoff(new Date('2026-08-31T08:00:00Z'))).toBe('2027-03-03');
  });

  it('measures a stall in whole days back from now', () => {
    expect(stuckSince(new Date('2026-11-25T08:00:00Z'), 30).toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('never counts a finished or stopped employee as stuck', () => {
    expect(STAGES_THAT_CAN_STALL).not.toContain('traveled');
    expect(STAGES_THAT_CAN_STALL).not.toContain('discontinued');
  });
});
