import {
  newObjectId,
  registrationRequestSchema,
  signInRequestSchema,
  statusLookupRequestSchema,
} from '@placement/domain';
import type { IResolvers } from 'mercurius';
import { checkCaptcha, newCaptchaChallenge } from '../../captcha/altchaCaptcha';
import { ApiError } from '../../errors';
import { parseInput } from '../../inputChecks';
import { signInWithPassword } from '../users/resolvers';

export const NO_EMPLOYEE_FOUND = 'No employee found with this passport or application number';

export const captchaResolvers: IResolvers = {
  Query: {
    captchaChallenge: (_root, _args, ctx) =>
      newCaptchaChallenge(ctx.config.secret, ctx.config.captchaMaxNumber),
  },
  Mutation: {
    authUserCaptcha: async (
      _root,
      { input }: { input: { email: string; password: string; captcha: string } },
      ctx,
    ) => {
      const form = parseInput(signInRequestSchema, { ...input, email: input.email.trim().toLowerCase() });
      await checkCaptcha(ctx.db, ctx.config.secret, form.captcha);
      return signInWithPassword(ctx, form.email, form.password, true);
    },
    recaptchaRegister: async (_root, { input }: { input: Record<string, unknown> }, ctx) => {
      await ctx.config.rateLimits.hit('registrationsPerClient', ctx.request.ip);
      const form = parseInput(registrationRequestSchema, input);
      await checkCaptcha(ctx.db, ctx.config.secret, form.captcha);
      const id = newObjectId();
      await ctx.db.query(
        'INSERT INTO registration_requests (id, country, phone, name, email, message) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, form.country, form.phone, form.name, form.email.toLowerCase(), form.message ?? ''],
      );
      return { _id: id };
    },
    recaptchaCheckStatus: async (
      _root,
      { input }: { input: { searchText: string; captcha: string } },
      ctx,
    ) => {
      await ctx.config.rateLimits.hit('statusLookupsPerClient', ctx.request.ip);
      const form = parseInput(statusLookupRequestSchema, input);
      await checkCaptcha(ctx.db, ctx.config.secret, form.captcha);
      const text = form.searchText.trim().toUpperCase();
      // Only the name and the status leave the server: the lookup is public.
      const { rows } = await ctx.db.query<{ name: string; status: string }>(
        `SELECT trim(given_name || ' ' || sur_name) AS name, status FROM employees
          WHERE upper(passport_number) = $1 OR upper(data #>> '{embassyProcess,enjazNumber}') = $1
          ORDER BY created_at DESC LIMIT 1`,
        [text],
      );
      if (!rows[0]) throw new ApiError(NO_EMPLOYEE_FOUND, 'NOT_FOUND');
      return rows[0];
    },
  },
};
