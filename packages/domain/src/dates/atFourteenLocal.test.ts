import { afterEach, describe, expect, it } from 'vitest';
import { atFourteenLocal } from './atFourteenLocal';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('atFourteenLocal with a named zone (server side)', () => {
  it.each([
    ['Asia/Riyadh', '2024-03-05T11:00:00.000Z'],
    ['Asia/Dubai', '2024-03-05T10:00:00.000Z'],
    ['UTC', '2024-03-05T14:00:00.000Z'],
    ['America/New_York', '2024-03-05T19:00:00.000Z'],
    ['Pacific/Kiritimati', '2024-03-05T00:00:00.000Z'],
  ])('in %s puts 2024-03-05 at %s', (zone, expected) => {
    expect(atFourteenLocal('2024-03-05', zone).toISOString()).toBe(expected);
  });

  it('keeps the day a picker chose even when the picker gave local midnight', () => {
    // Midnight of 5 March in Riyadh is still 4 March in UTC.
    expect(atFourteenLocal(new Date('2024-03-04T21:00:00Z'), 'Asia/Riyadh').toISOString()).toBe(
      '2024-03-05T11:00:00.000Z',
    );
  });

  it('lands on 14:00 on a daylight-saving change day', () => {
    expect(atFourteenLocal('2024-03-10', 'America/New_York').toISOString()).toBe('2024-03-10T18:00:00.000Z');
  });

  it('handles 29 February', () => {
    expect(atFourteenLocal('2024-02-29', 'Asia/Riyadh').toISOString()).toBe('2024-02-29T11:00:00.000Z');
  });
});

describe('atFourteenLocal in the computer zone (entry form)', () => {
  it.each(['Asia/Riyadh', 'Asia/Dubai', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'gives 14:00 of the same day with TZ=%s',
    (zone) => {
      process.env.TZ = zone;
      const saved = atFourteenLocal('2024-03-05');
      expect([saved.getFullYear(), saved.getMonth() + 1, saved.getDate(), saved.getHours()]).toEqual([
        2024, 3, 5, 14,
      ]);
      const fromPicker = atFourteenLocal(new Date(2024, 2, 5, 0, 0));
      expect(fromPicker.getTime()).toBe(saved.getTime());
    },
  );

  it('gives the Riyadh instant when the computer is on Riyadh time', () => {
    process.env.TZ = 'Asia/Riyadh';
    expect(atFourteenLocal('2024-03-05').toISOString()).toBe('2024-03-05T11:00:00.000Z');
  });
});
