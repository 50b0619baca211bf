import type { FastifyInstance } from 'fastify';
import type { RenderJobState } from '@placement/render';
import type { ApiConfig } from '../../context';
import type { CountedTry } from '../../limits/rateLimits';
import type { Database } from '../../db/Database';
import { sendRestError } from '../../rest';
import { TenantScope } from '../../tenancy/TenantScope';
import { employeesByIds } from '../employees/repository';
import { openShareLink } from '../sharing/shareLinkAccess';
import { attachmentDisposition } from './attachmentDisposition';
import { companySettingsVersion, givenName, visibleEmployeeVersions } from './renderData';
import { renderService } from './renderService';

/** A visitor waits this long at most for a CV to be printed. */
const PRINT_WAIT_MS = 60_000;

const finished = (state: RenderJobState) => state.status === 'completed' || state.status === 'failed';

/** Waits for a render job to end: the visitor's request holds until the PDF is there. */
async function ended(db: Database, config: ApiConfig, started: RenderJobState): Promise<RenderJobState> {
  if (finished(started)) return started;
  const { queue } = renderService(db, config);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('The CV took too long to print'));
    }, PRINT_WAIT_MS);
    const unsubscribe = queue.subscribe(started.id, (state) => {
      if (!finished(state)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(state);
    });
    // It may have ended between the request and the subscription.
    void queue.state(started.id).then((state) => {
      if (state && finished(state)) {
        clearTimeout(timer);
        unsubscribe();
        resolve(state);
      }
    }, reject);
  });
}

/**
 * GET /api/shared/:link/cv/:number — Download CV for a visitor holding a share link (its password in the
 * x-share-password header): the link's CV at that place (from 1, as the viewer numbers them) as its agency
 * prints it, counted in the link's downloads. A link that hides names and contacts prints without them, as its
 * viewer shows the CV, and names the file by its number ("CV-2.pdf"), so a second download does not overwrite
 * the first. A revoked, expired or unknown link, or a number not on it, answers like a missing file.
 */
export async function sharedCvDownloadRoute(app: FastifyInstance, deps: { db: Database; config: ApiConfig }) {
  const { db, config } = deps;
  app.get<{ Params: { link: string; number: string } }>(
    '/api/shared/:link/cv/:number',
    async (request, reply) => {
      const { link, number } = request.params;
      const notFound = () => reply.code(404).send({ message: 'CV not found', code: 'NOT_FOUND' });
      let tried: CountedTry;
      try {
        tried = await config.rateLimits.take('linkMissesPerClient', request.ip);
      } catch (error) {
        return reply.code(429).send({ message: (error as Error).message, code: 'RATE_LIMITED' });
      }
      try {
        const password = request.headers['x-share-password'];
        const opened = await openShareLink(
          db,
          link,
          typeof password === 'string' ? password : null,
          config.employeeSharing,
        );
        // Numbered as the viewer numbers them: the link's candidates its company may still show, in the same order.
        const onLink =
          opened && /^[1-9]\d{0,3}$/.test(number) ? await employeesByIds(db, opened.employeeIds) : [];
        const employeeId = onLink[Number(number) - 1]?._id;
        if (!opened || !employeeId) return notFound();
        await tried.giveBack();
        const { rows } = await db.query<{ owner_id: string }>(
          'SELECT owner_id FROM employees WHERE id = $1',
          [employeeId],
        );
        const owner = rows[0]?.owner_id;
        if (!owner) return notFound();
        // Printed as its agency prints it: the agency's template, the candidate as the agency sees her.
        const versions = await visibleEmployeeVersions(db, new TenantScope(owner, false), [employeeId]);
        const { queue, outputs } = renderService(db, config);
        const state = await ended(
          db,
          config,
          await queue.request(
            {
              kind: 'cv',
              companyId: owner,
              employeeIds: [employeeId],
              versions: [versions.get(employeeId) ?? ''],
              settingsVersion: await companySettingsVersion(db, owner),
              format: 'pdf',
              hideContact: opened.hideContact,
            } as Parameters<typeof queue.request>[0],
            { requestId: request.id },
          ),
        );
        if (state.status !== 'completed' || !state.outputKey)
          return reply
            .code(500)
            .send({ message: state.error ?? 'The CV could not be printed', code: 'FAILED' });
        await db.query('UPDATE short_links SET downloads = downloads + 1 WHERE link = $1', [link]);
        const name = (!opened.hideContact && (await givenName(db, employeeId))) || `CV-${number}`;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(`${name}.pdf`))
          .header('cache-control', 'private, no-store')
          .send(await outputs.read(state.outputKey));
      } catch (error) {
        return sendRestError(reply, error);
      }
    },
  );
}
