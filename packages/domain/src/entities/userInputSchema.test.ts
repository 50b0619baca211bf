import { describe, expect, it } from 'vitest';
import {
  userChangeInputSchema,
  userInputSchema,
  userRolesIds,
  userRolesInputSchema,
  userStatusChange,
} from './userInputSchema';

const issuesOf = (schema: { safeParse: (value: unknown) => unknown }, value: unknown) => {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('user inputs', () => {
  it('adds a user with name and email', () => {
    expect(issuesOf(userInputSchema, { name: 'Abebe', email: 'abebe@agency.com' })).toEqual({});
    expect(issuesOf(userInputSchema, { name: 'A'.repeat(129), email: '' })).toEqual({
      name: 'Must be 128 characters or less',
      email: 'Required',
    });
  });

  it('offers Activate only to disabled users', () => {
    expect(userStatusChange('Disabled')).toBe('activate');
    expect(userStatusChange('Active')).toBe('deactivate');
    expect(userStatusChange('Waiting')).toBe('deactivate');
  });

  it('checks user changes and sends the user id before the role ids', () => {
    expect(userChangeInputSchema.safeParse({ name: 'changeEmail', _id: 'u1', email: 'bad' }).success).toBe(
      false,
    );
    expect(userChangeInputSchema.safeParse({ name: 'reset', _id: 'u1' }).success).toBe(true);
    expect(userRolesIds('u1', ['r1', 'r2'])).toEqual(['u1', 'r1', 'r2']);
    expect(userRolesInputSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(userRolesInputSchema.safeParse({ ids: ['u1'] }).success).toBe(true);
  });
});
