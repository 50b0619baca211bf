import { describe, expect, it } from 'vitest';
import { agentName } from './agentName';

describe('agentName', () => {
  it('takes the first 15 characters of the first prospect', () => {
    expect(agentName({ prospects: [{ displayName: 'AL RAHMA RECRUITMENT OFFICE' }] })).toBe(
      'AL RAHMA RECRUI',
    );
    expect(agentName({ prospects: [{ displayName: 'SHORT NAME' }, { displayName: 'OTHER' }] })).toBe(
      'SHORT NAME',
    );
  });

  it('says NO AGENT ASSIGNED without one', () => {
    expect(agentName({ prospects: [] })).toBe('NO AGENT ASSIGNED');
    expect(agentName({})).toBe('NO AGENT ASSIGNED');
    expect(agentName({ prospects: [{ displayName: '' }] })).toBe('NO AGENT ASSIGNED');
  });
});
