import { statusLabel } from '@placement/domain';
import type { ApiContext } from '../../context';
import { NOT_LOCKED_OUT } from '../../auth/lockedOut';

/**
 * E-mails the users of the employee's company who chose to hear about stage changes. Sent after the change is
 * saved and never awaited by the save: a slow or failing mail server must not block or undo the user's work.
 */
export function announceStageChange(
  ctx: ApiContext,
  employee: { ownerId: string; name: string },
  from: string,
  to: string,
): void {
  void sendStageChangeMails(ctx, employee, from, to).catch((error: unknown) =>
    ctx.request?.log?.error({ err: error }, 'stage-change e-mail not sent'),
  );
}

async function sendStageChangeMails(
  ctx: ApiContext,
  employee: { ownerId: string; name: string },
  from: string,
  to: string,
): Promise<void> {
  const { rows } = await ctx.db.query<{ name: string; email: string }>(
    `SELECT name, email FROM users
      WHERE company_id = $1 AND notify_stage_changes AND status ${NOT_LOCKED_OUT}`,
    [employee.ownerId],
  );
  const who = ctx.user ? ` by ${ctx.user.name}` : '';
  for (const recipient of rows) {
    await ctx.config.mailer.send({
      to: recipient.email,
      subject: `${employee.name}: ${statusLabel(to)}`,
      text:
        `Hello ${recipient.name},\n\n${employee.name} moved from ${statusLabel(from)} to ${statusLabel(to)}${who}.\n\n` +
        'You get this e-mail because you chose stage-change notifications in Placement (Settings).\n',
    });
  }
}
