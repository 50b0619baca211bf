import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, menuFor } from '@placement/domain';
import { menuEntriesFrom } from './menuEntriesFrom';
import { iconPaths } from '../icons/iconPaths';

function flatten(entries: ReturnType<typeof menuEntriesFrom>): ReturnType<typeof menuEntriesFrom> {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe('menuEntriesFrom', () => {
  const everyRole = { roles: [...ROLE_NAMES] };

  it('labels entries in the chosen language and gives "add new" links the new record id', () => {
    const entries = flatten(menuEntriesFrom(menuFor(everyRole, { depositAmount: '' }), 'ar', 'a1b2c3d4e5'));
    expect(entries.find((entry) => entry.id === 'dashboard')?.label).toBe('لوحة التحكم');
    expect(entries.find((entry) => entry.id === 'enjaz-add')?.href).toBe('/app/com/a1b2c3d4e5');
    expect(entries.find((entry) => entry.id === 'enjaz-list')?.href).toBe('/app/coms');
  });

  it('turns action items into actions, not links', () => {
    const entries = flatten(menuEntriesFrom(menuFor(everyRole), 'en', 'a1b2c3d4e5'));
    const signOut = entries.find((entry) => entry.action === 'signOut');
    expect(signOut).toBeDefined();
    expect(signOut?.href).toBeUndefined();
  });

  it('has a drawing for every icon the domain menu names', () => {
    const entries = flatten(menuEntriesFrom(menuFor(everyRole), 'en', 'x'));
    for (const entry of entries) if (entry.icon) expect(Object.keys(iconPaths)).toContain(entry.icon);
  });

  it('shows nothing to a user without roles', () => {
    expect(menuEntriesFrom(menuFor({ roles: [] }), 'en', 'x')).toEqual([]);
  });
});
