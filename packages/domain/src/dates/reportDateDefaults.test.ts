import { describe, expect, it } from 'vitest';
import { reportDateDefaults } from './reportDateDefaults';

describe('reportDateDefaults', () => {
  it('opens from yesterday to tomorrow with the letter dated today', () => {
    expect(reportDateDefaults('2024-03-01')).toEqual({
      from: '2024-02-29',
      to: '2024-03-02',
      letterDate: '2024-03-01',
    });
    expect(reportDateDefaults('2024-12-31')).toEqual({
      from: '2024-12-30',
      to: '2025-01-01',
      letterDate: '2024-12-31',
    });
  });
});
