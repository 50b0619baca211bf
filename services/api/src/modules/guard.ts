import type { IResolvers } from 'mercurius';
import type { ApiContext } from '../context';
import { forbidden, notAuthorized } from '../errors';
import { isNewRecordId } from '@placement/domain';
import { hasRole } from '@placement/domain';
import type { ApiModule, Permission } from './ApiModule';
import { checkArguments } from '../limits/argumentChecks';
import { auditedWrites, finishAuditedWrites } from './audit/auditedWrites';
import { endAuditedMutation, recordAudit } from './audit/recordAudit';

export function checkPermission(
  permission: Permission,
  context: ApiContext,
  args: Record<string, unknown> = {},
): void {
  if ('save' in permission) {
    const id = permission.save.recordId(args);
    checkPermission(isNewRecordId(id) ? permission.save.create : permission.save.update, context);
    return;
  }
  if ('public' in permission) return;
  if (!context.user) throw notAuthorized();
  if ('signedIn' in permission) return;
  if (context.user.userType === 'Super') return;
  if ('super' in permission) throw forbidden('Super');
  if (!hasRole(context.user.roles, permission.role)) throw forbidden(permission.role);
}

type Resolver = (root: unknown, args: unknown, context: ApiContext, info: unknown) => unknown;

/** Wraps every Query, Mutation and Subscription resolver of the modules with its permission check. */
export function guardedResolvers(modules: readonly ApiModule[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (typeName === 'Query' || typeName === 'Mutation') {
          const permission = module.permissions[fieldName];
          if (!permission)
            throw new Error(`${module.name}: ${typeName}.${fieldName} has no permission entry`);
          const resolve = resolver as Resolver;
          const audited = typeName === 'Mutation';
          target[fieldName] = async (root: unknown, args: unknown, context: ApiContext, info: unknown) => {
            const given = (args ?? {}) as Record<string, unknown>;
            if (!audited) {
              checkPermission(permission, context, given);
              checkArguments(args, fieldName);
              return resolve(root, args, context, info);
            }
            // A signed-in caller's write carries its audit line in its own transaction (auditedWrites).
            const shared = context.db;
            const writes = context.user ? auditedWrites(context, fieldName, given) : null;
            if (writes) context.db = writes.db;
            // Refused attempts are audited too: an admin wants to see who tried what.
            try {
              checkPermission(permission, context, given);
              checkArguments(args, fieldName);
              const result = await resolve(root, args, context, info);
              context.db = shared;
              const written = writes?.lines() ?? [];
              if (written.length) {
                await finishAuditedWrites(context, fieldName, written, given, result);
              } else {
                await recordAudit(context, fieldName, given, { result });
              }
              return result;
            } catch (error) {
              context.db = shared;
              // A write that committed before the error keeps its line: the change was made.
              if (writes?.lines().length) endAuditedMutation(context);
              else await recordAudit(context, fieldName, given, { error });
              throw error;
            }
          };
        } else if (typeName === 'Subscription') {
          // Subscriptions are guarded like queries: the check runs before the event stream is opened.
          const permission = module.permissions[fieldName];
          if (!permission)
            throw new Error(`${module.name}: ${typeName}.${fieldName} has no permission entry`);
          const field = resolver as { subscribe: Resolver; resolve?: Resolver };
          target[fieldName] = {
            ...field,
            subscribe: (root: unknown, args: unknown, context: ApiContext, info: unknown) => {
              checkPermission(permission, context, (args ?? {}) as Record<string, unknown>);
              return field.subscribe(root, args, context, info);
            },
          };
        } else {
          target[fieldName] = resolver;
        }
      }
    }
  }
  return merged as IResolvers;
}
