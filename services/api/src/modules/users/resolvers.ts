import { auditRecord } from '../audit/recordAudit';
import type { IResolvers } from 'mercurius';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { issueToken, revokeOtherTokens, revokeToken, revokeUserTokens } from '../../auth/tokens';
import type { ApiContext, SignedInContext } from '../../context';
import { parseInput } from '../../inputChecks';
import { RATE_LIMITS, type CountedTry } from '../../limits/rateLimits';
import { ApiError, badInput, conflict, notAuthorized, notFound } from '../../errors';
import {
  changePasswordSchema,
  emailSchema,
  isLockedOut,
  isNewRecordId,
  isLang,
  LANGS,
  newObjectId,
  passwordSchema,
  signUpFormSchema,
  userInputSchema,
} from '@placement/domain';
import { findCompany } from '../companies/repository';
import { paging } from '../paging';
import { sendVerificationEmail } from '../accounts/accountMail';
import { findUser, listUsers } from './repository';
import {
  requireAdministeredCompany,
  requireAtLeastAsPowerful,
  requireNotLockingOut,
  rolesAfterGrant,
} from '../../tenancy/userAuthority';

const WRONG_CREDENTIALS = 'Wrong email or password';

async function requireUser(ctx: SignedInContext, id: string | null | undefined) {
  const user = id ? await findUser(ctx.db, ctx.scope, id) : null;
  if (!user) throw notFound('User');
  return user;
}

/** The auth user of a sign-in: the user with a new token. */
export async function signedIn(ctx: ApiContext, userId: string) {
  const token = await issueToken(ctx.db, userId);
  const user = await findUser(ctx.db, null, userId);
  if (!user) throw notAuthorized();
  return { ...user, token };
}

async function emailTaken(ctx: ApiContext, email: string, exceptUserId?: string) {
  const { rows } = await ctx.db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [
    email,
    exceptUserId ?? '',
  ]);
  return rows.length > 0;
}

async function setCompany(ctx: SignedInContext, ids: string[], type: string) {
  if (ids.length !== 2) throw badInput('ids', 'Give the user id and the company id');
  const user = await requireUser(ctx, ids[0]);
  requireAtLeastAsPowerful(ctx, user);
  // Only someone who administers the target company may move a user into it: a partner is not enough.
  requireAdministeredCompany(ctx, ids[1]!);
  const company = await findCompany(ctx.db, ctx.scope, ids[1]!, type);
  if (!company) throw notFound('Company');
  await ctx.db.query('UPDATE users SET company_id = $2 WHERE id = $1', [user._id, company._id]);
  return findUser(ctx.db, null, user._id);
}

/**
 * A new sign-up (signUpUser, or identity sign-in on /register) starts its own agency and is its ClientAdmin,
 * with no roles and no licence until the operator grants them. Returns the new user's id.
 */
export async function startOwnAgency(
  ctx: ApiContext,
  account: {
    name: string;
    companyName: string;
    email: string;
    passwordHash: string | null;
    emailVerified: boolean;
  },
): Promise<string> {
  const companyId = newObjectId();
  const userId = newObjectId();
  await ctx.db.transaction(async (tx) => {
    await tx.query('INSERT INTO companies (id, type, display_name, email) VALUES ($1, $2, $3, $4)', [
      companyId,
      'LocalAgency',
      account.companyName.trim().toUpperCase(),
      account.email,
    ]);
    await tx.query(
      `INSERT INTO users (id, company_id, name, email, password_hash, user_type, email_verified_at)
       VALUES ($1, $2, $3, $4, $5, 'ClientAdmin', CASE WHEN $6::boolean THEN now() END)`,
      [userId, companyId, account.name, account.email, account.passwordHash, account.emailVerified],
    );
  });
  return userId;
}

export const CAPTCHA_REQUIRED = 'Too many failed sign-ins: solve the captcha to sign in';

/**
 * authUser's check, shared with authUserCaptcha (`captchaSolved`): the auth user with a new token, or one vague
 * refusal. Every try is counted before the password hash is compared, so tries sent at once cannot outrun the
 * limits: per address, per account from that address (a guesser elsewhere never locks the owner out), and per
 * account from everywhere, past which only a try with a solved captcha is checked. A right password gives its
 * try back.
 */
export async function signInWithPassword(
  ctx: ApiContext,
  rawEmail: string,
  password: string,
  captchaSolved = false,
) {
  const email = rawEmail.trim().toLowerCase();
  const limits = ctx.config.rateLimits;
  const fromHere = `${email} ${ctx.request.ip}`;
  const tries: CountedTry[] = [];
  // A try refused here was never checked, so none of its counts stand.
  const refuse = async (error: unknown) => {
    await Promise.all(tries.map((counted) => counted.giveBack()));
    return error;
  };
  tries.push(await limits.take('signInFailuresPerClient', ctx.request.ip));
  try {
    tries.push(await limits.take('signInFailuresPerAccount', fromHere));
  } catch (error) {
    throw await refuse(error);
  }
  tries.push(await limits.count('signInFailuresBeforeCaptcha', email));
  if (
    !captchaSolved &&
    (tries[2]!.count > RATE_LIMITS.signInFailuresBeforeCaptcha.points ||
      tries[0]!.count > RATE_LIMITS.signInClientFailuresBeforeCaptcha.points)
  ) {
    throw await refuse(new ApiError(CAPTCHA_REQUIRED, 'CAPTCHA_REQUIRED', { field: 'captcha' }));
  }
  const { rows } = await ctx.db.query<{ id: string; password_hash: string | null; status: string }>(
    'SELECT id, password_hash, status FROM users WHERE email = $1',
    [email],
  );
  const row = rows[0];
  const valid = await verifyPassword(row?.password_hash ?? null, password);
  if (!row || !valid) throw new ApiError(WRONG_CREDENTIALS, 'BAD_CREDENTIALS');
  await Promise.all(tries.map((counted) => counted.giveBack()));
  await limits.clear('signInFailuresPerAccount', fromHere);
  if (isLockedOut(row.status)) {
    throw new ApiError('Your account is disabled: you are not authorized to sign in', 'UNAUTHENTICATED');
  }
  return signedIn(ctx, row.id);
}

export const usersResolvers: IResolvers = {
  Query: {
    me: (_root, _args, ctx) => requireUser(ctx as SignedInContext, ctx.user?.id),
    Users: (
      _root,
      args: { companyId?: string; skip?: number; take?: number; searchText?: string },
      context,
    ) => {
      const ctx = context as SignedInContext;
      return listUsers(ctx.db, ctx.scope, {
        companyId: args.companyId ?? ctx.user.companyId,
        searchText: args.searchText,
        ...paging(args.skip, args.take),
      });
    },
    GetRoles: async (_root, _args, ctx) =>
      (
        await ctx.db.query<{ _id: string; displayName: string }>(
          'SELECT id AS "_id", display_name AS "displayName" FROM roles ORDER BY display_name',
        )
      ).rows,
    GetUser: (_root, args: { input: { _id: string } }, ctx) =>
      requireUser(ctx as SignedInContext, args.input._id),
  },
  Mutation: {
    authUser: (_root, { input }: { input: { email: string; password: string } }, ctx) =>
      signInWithPassword(ctx, input.email, input.password),
    signUpUser: async (
      _root,
      { input }: { input: { email: string; name: string; password: string; confirmPassword: string } },
      ctx,
    ) => {
      await ctx.config.rateLimits.hit('registrationsPerClient', ctx.request.ip);
      parseInput(signUpFormSchema, input);
      const email = input.email.trim().toLowerCase();
      if (await emailTaken(ctx, email)) throw conflict('email', 'This email is already registered');
      const passwordHash = await hashPassword(input.password, ctx.config.passwordHashing);
      const userId = await startOwnAgency(ctx, {
        name: input.name.trim(),
        companyName: input.name,
        email,
        passwordHash,
        emailVerified: false,
      });
      await sendVerificationEmail(ctx, { id: userId, name: input.name.trim(), email });
      return signedIn(ctx, userId);
    },
    logout: async (_root, _args, ctx) => {
      if (ctx.token) await revokeToken(ctx.db, ctx.token);
      return { message: 'Signed out' };
    },
    changePassword: async (
      _root,
      { input }: { input: { oldPassword: string; password: string; confirmPassword: string } },
      context,
    ) => {
      const ctx = context as SignedInContext;
      parseInput(changePasswordSchema, input);
      const { rows } = await ctx.db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [ctx.user.id],
      );
      if (!(await verifyPassword(rows[0]?.password_hash ?? null, input.oldPassword))) {
        throw badInput('oldPassword', 'The old password is not correct');
      }
      const hash = await hashPassword(input.password, ctx.config.passwordHashing);
      await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [ctx.user.id, hash]);
      // Whoever knew the old password is signed out everywhere; this session goes on.
      await revokeOtherTokens(ctx.db, ctx.user.id, ctx.token);
      return { message: 'Password changed successfully' };
    },
    createUser: async (
      _root,
      {
        input,
      }: {
        input: {
          id?: string;
          name: string;
          email?: string;
          companyId?: string;
          password?: string;
          subAgent?: boolean;
        };
      },
      context,
    ) => {
      const ctx = context as SignedInContext;
      const isNew = isNewRecordId(input.id);
      const existing = isNew ? null : await requireUser(ctx, input.id);
      if (existing) requireAtLeastAsPowerful(ctx, existing);
      const id = existing?._id ?? newObjectId();
      auditRecord(ctx, id);
      // Sub agents have no mailbox: a unique placeholder keeps the e-mail column meaningful and unique.
      const email =
        (input.email ?? '').trim().toLowerCase() ||
        (input.subAgent ? `subagent.${id}@placement.invalid` : '');
      parseInput(userInputSchema, { name: input.name, email, companyId: input.companyId });
      if (input.password) parseInput(passwordSchema, input.password, 'password');
      if (await emailTaken(ctx, email, id)) throw conflict('email', 'This email is already registered');
      const companyId = input.companyId ?? existing?.company._id ?? ctx.user.companyId;
      requireAdministeredCompany(ctx, companyId);
      if (!(await findCompany(ctx.db, ctx.scope, companyId))) throw notFound('Company');
      const hash = input.password ? await hashPassword(input.password, ctx.config.passwordHashing) : null;
      if (existing) {
        await ctx.db.query(
          'UPDATE users SET name = $2, email = $3, company_id = $4, password_hash = COALESCE($5, password_hash) WHERE id = $1',
          [id, input.name.trim(), email, companyId, hash],
        );
        // A password set by an administrator ends the user's sessions, as a reset does: whoever held the
        // account is signed out (an administrator setting its own keeps the session it is using).
        if (hash) await revokeOtherTokens(ctx.db, id, id === ctx.user.id ? ctx.token : null);
      } else {
        await ctx.db.query(
          'INSERT INTO users (id, company_id, name, email, password_hash) VALUES ($1, $2, $3, $4, $5)',
          [id, companyId, input.name.trim(), email, hash],
        );
      }
      return requireUser(ctx, id);
    },
    changeUser: async (
      _root,
      { input }: { input: { name: string; _id: string; email?: string; password?: string } },
      context,
    ) => {
      const ctx = context as SignedInContext;
      const user = await requireUser(ctx, input._id);
      requireAtLeastAsPowerful(ctx, user);
      switch (input.name) {
        case 'changeEmail': {
          const email = (input.email ?? '').trim().toLowerCase();
          parseInput(emailSchema, email, 'email');
          if (await emailTaken(ctx, email, user._id))
            throw conflict('email', 'This email is already registered');
          await ctx.db.query('UPDATE users SET email = $2 WHERE id = $1', [user._id, email]);
          break;
        }
        case 'reset': {
          parseInput(passwordSchema, input.password, 'password');
          const hash = await hashPassword(input.password!, ctx.config.passwordHashing);
          await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user._id, hash]);
          await revokeUserTokens(ctx.db, user._id);
          break;
        }
        case 'activate':
          await ctx.db.query(`UPDATE users SET status = 'Active' WHERE id = $1`, [user._id]);
          break;
        case 'deactivate':
          await requireNotLockingOut(ctx, ctx.db, user, 'deactivate');
          await ctx.db.query(`UPDATE users SET status = 'Disabled' WHERE id = $1`, [user._id]);
          await revokeUserTokens(ctx.db, user._id);
          break;
        default:
          throw badInput('name', 'name must be changeEmail, reset, activate or deactivate');
      }
      return requireUser(ctx, user._id);
    },
    setStageChangeNotifications: async (_root, { enabled }: { enabled: boolean }, context) => {
      const ctx = context as SignedInContext;
      await ctx.db.query('UPDATE users SET notify_stage_changes = $2 WHERE id = $1', [ctx.user.id, enabled]);
      return requireUser(ctx, ctx.user.id);
    },
    setLanguage: async (_root, { language }: { language: string }, context) => {
      const ctx = context as SignedInContext;
      if (!isLang(language)) {
        throw badInput('language', `language must be one of ${LANGS.join(', ')}`);
      }
      await ctx.db.query('UPDATE users SET language = $2 WHERE id = $1', [ctx.user.id, language]);
      return requireUser(ctx, ctx.user.id);
    },
    deleteUser: async (_root, { id }: { id: string }, context) => {
      const ctx = context as SignedInContext;
      if (id === ctx.user.id) throw badInput('id', 'You cannot delete yourself');
      const target = await findUser(ctx.db, ctx.scope, id);
      if (!target) return { affectedRows: 0 };
      requireAtLeastAsPowerful(ctx, target);
      await requireNotLockingOut(ctx, ctx.db, target, 'delete');
      const params: unknown[] = [id];
      const result = await ctx.db.query(
        `DELETE FROM users WHERE id = $1 AND ${ctx.scope.owned('company_id', params)}`,
        params,
      );
      return { affectedRows: result.rowCount };
    },
    addUserRoles: async (_root, { ids }: { ids: string[] }, context) => {
      const ctx = context as SignedInContext;
      const [userId, ...roleIds] = ids;
      const user = await requireUser(ctx, userId);
      requireAtLeastAsPowerful(ctx, user);
      const requested = [...new Set(roleIds)];
      const known = await ctx.db.query<{ id: string; displayName: string }>(
        'SELECT id, display_name AS "displayName" FROM roles WHERE id = ANY($1)',
        [requested],
      );
      if (known.rows.length !== requested.length) throw badInput('ids', 'Unknown role');
      const roles = rolesAfterGrant(ctx, user.roles, known.rows);
      await ctx.db.transaction(async (tx) => {
        await tx.query('DELETE FROM user_roles WHERE user_id = $1', [user._id]);
        if (roles.length) {
          await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::text[])', [
            user._id,
            roles,
          ]);
        }
      });
      return requireUser(ctx, user._id);
    },
    addUserAgency: (_root, { ids }: { ids: string[] }, ctx) =>
      setCompany(ctx as SignedInContext, ids, 'LocalAgency'),
    addUserAgent: (_root, { ids }: { ids: string[] }, ctx) =>
      setCompany(ctx as SignedInContext, ids, 'ForeignAgent'),
  },
};
