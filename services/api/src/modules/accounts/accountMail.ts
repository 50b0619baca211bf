import { issueAccountToken, packAccountToken, type AccountTokenPurpose } from '../../auth/accountTokens';
import type { ApiContext } from '../../context';

interface Recipient {
  id: string;
  name: string;
  email: string;
}

const link = (ctx: ApiContext, path: string) => `${ctx.config.publicUrl.replace(/\/+$/, '')}${path}`;

async function token(ctx: ApiContext, user: Recipient, purpose: AccountTokenPurpose) {
  return issueAccountToken(ctx.db, ctx.config.secret, user.id, purpose);
}

/** The reset link e-mail of /forgotPassword; the link works once, for an hour. */
export async function sendResetEmail(ctx: ApiContext, user: Recipient): Promise<void> {
  const signed = await token(ctx, user, 'reset');
  const url = link(ctx, `/reset/${user.id}/${packAccountToken(signed)}`);
  await ctx.config.mailer.send({
    to: user.email,
    subject: 'Reset your Placement password',
    text: `Hello ${user.name},\n\nOpen this link within one hour to choose a new password:\n${url}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
  });
}

/** The verification e-mail sent at sign-up and on request; the link works once, for a day. */
export async function sendVerificationEmail(ctx: ApiContext, user: Recipient): Promise<void> {
  const signed = await token(ctx, user, 'verify');
  // The web app's route /verify/{id}/{token}/{expires}/{signature} (spec 01 §2); every part is URL-safe.
  const url = link(ctx, `/verify/${user.id}/${signed.token}/${signed.expires}/${signed.signature}`);
  await ctx.config.mailer.send({
    to: user.email,
    subject: 'Verify your Placement e-mail address',
    text: `Hello ${user.name},\n\nOpen this link within 24 hours to verify your e-mail address:\n${url}\n`,
  });
}
