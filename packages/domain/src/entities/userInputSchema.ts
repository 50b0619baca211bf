import { z } from 'zod';
import { emailSchema, nameSchema } from '../validation';

// The add-user form and the createUser payload: name and email; the company is the chosen one or the admin's.
export const userInputSchema = z.object({
  _id: z.string().optional(),
  name: nameSchema,
  email: emailSchema,
  companyId: z.string().nullish(),
});
export type UserInput = z.input<typeof userInputSchema>;

// What a user admin can do to a user (the user change call's `name`).
export const USER_CHANGES = ['changeEmail', 'reset', 'activate', 'deactivate'] as const;
export type UserChange = (typeof USER_CHANGES)[number];

export const userChangeInputSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('changeEmail'), _id: z.string().min(1), email: emailSchema }),
  z.object({ name: z.literal('reset'), _id: z.string().min(1) }),
  z.object({ name: z.literal('activate'), _id: z.string().min(1) }),
  z.object({ name: z.literal('deactivate'), _id: z.string().min(1) }),
]);
export type UserChangeInput = z.input<typeof userChangeInputSchema>;

// Activate is offered when the user is Disabled, Deactivate otherwise (spec 01 §2).
export function userStatusChange(status: string | null | undefined): 'activate' | 'deactivate' {
  return status === 'Disabled' ? 'activate' : 'deactivate';
}

// addUserRoles sends the user id first, then the chosen role ids.
export const userRolesInputSchema = z.object({ ids: z.tuple([z.string().min(1)], z.string().min(1)) });
export type UserRolesInput = z.input<typeof userRolesInputSchema>;

export function userRolesIds(userId: string, roleIds: readonly string[]): [string, ...string[]] {
  return [userId, ...roleIds];
}
