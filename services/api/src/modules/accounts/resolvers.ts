import { forgotPasswordFormSchema, resetPasswordFormSchema } from '@placement/domain';
import type { IResolvers } from 'mercurius';
import {
  consumeAccountToken,
  retireAccountTokens,
  unpackAccountToken,
  type ConsumeResult,
} from '../../auth/accountTokens';
import { hashPassword } from '../../auth/passwords';
import { revokeUserTokens } from '../../auth/tokens';
import type { ApiContext } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../inputChecks';
import { sendResetEmail, sendVerificationEmail } from './accountMail';
import { NOT_LOCKED_OUT } from '../../auth/lockedOut';

// Spec 01 §8's success messages, word for word.
export const ACCOUNT_MESSAGES = {
  resetLinkSent: 'login reset link email sent',
  passwordReset: 'email reset successfully',
  emailVerified: 'Email verified successfully',
  verificationResent: 'Email verification successfully resent',
} as const;

const LINK_ERRORS: Record<Exclude<ConsumeResult, 'ok'>, string> = {
  invalid: 'This link is not valid: ask for a new one',
  expired: 'This link has expired: ask for a new one',
  used: 'This link was already used: ask for a new one',
};

const linkError = (result: Exclude<ConsumeResult, 'ok'>) =>
  new ApiError(LINK_ERRORS[result], 'BAD_USER_INPUT', { field: 'token' });

interface AccountRow {
  id: string;
  name: string;
  email: string;
  email_verified_at: string | null;
}

async function findAccount(ctx: ApiContext, where: 'id' | 'email', value: string) {
  const { rows } = await ctx.db.query<AccountRow>(
    `SELECT id, name, email, email_verified_at FROM users WHERE ${where} = $1 AND status ${NOT_LOCKED_OUT}`,
    [value],
  );
  return rows[0] ?? null;
}

// Ids are 24 hex characters; anything else cannot name a user (and is not sent to the database).
const isUserId = (id: string) => /^[0-9a-f]{24}$/.test(id);

export const accountsResolvers: IResolvers = {
  Mutation: {
    forgotPassword: async (_root, { input }: { input: { email: string } }, ctx) => {
      await ctx.config.rateLimits.hit('resetRequestsPerClient', ctx.request.ip);
      const { email } = parseInput(forgotPasswordFormSchema, { email: input.email.trim().toLowerCase() });
      await ctx.config.rateLimits.hit('resetRequestsPerAccount', email);
      const user = await findAccount(ctx, 'email', email);
      // Same answer with or without an account: the form must not reveal who is registered.
      if (user) await sendResetEmail(ctx, user);
      return { message: ACCOUNT_MESSAGES.resetLinkSent };
    },
    resetUserPassword: async (
      _root,
      { input }: { input: { id: string; token: string; password: string; confirmPassword: string } },
      ctx,
    ) => {
      const form = parseInput(resetPasswordFormSchema, {
        password: input.password,
        confirmPassword: input.confirmPassword,
      });
      const signed = unpackAccountToken(input.token);
      if (!signed || !isUserId(input.id)) throw linkError('invalid');
      const hash = await hashPassword(form.password, ctx.config.passwordHashing);
      await ctx.db.transaction(async (tx) => {
        const result = await consumeAccountToken(tx, ctx.config.secret, input.id, 'reset', signed);
        if (result !== 'ok') throw linkError(result);
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [input.id, hash]);
        // A reset ends every session and every other reset link of the account.
        await revokeUserTokens(tx, input.id);
        await retireAccountTokens(tx, input.id, 'reset');
      });
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
    verifyEmail: async (
      _root,
      { input }: { input: { id: string; token: string; expires: string; signature: string } },
      ctx,
    ) => {
      if (!isUserId(input.id) || !/^\d{1,15}$/.test(input.expires)) throw linkError('invalid');
      const signed = { token: input.token, expires: Number(input.expires), signature: input.signature };
      await ctx.db.transaction(async (tx) => {
        const result = await consumeAccountToken(tx, ctx.config.secret, input.id, 'verify', signed);
        if (result !== 'ok') throw linkError(result);
        await tx.query(
          'UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1',
          [input.id],
        );
      });
      return { message: ACCOUNT_MESSAGES.emailVerified };
    },
    resendVerificationEmail: async (_root, { id }: { id: string }, ctx) => {
      const user = isUserId(id) ? await findAccount(ctx, 'id', id) : null;
      // Same answer for unknown and already verified accounts: nothing to learn about other users.
      if (user && !user.email_verified_at) await sendVerificationEmail(ctx, user);
      return { message: ACCOUNT_MESSAGES.verificationResent };
    },
  },
};
