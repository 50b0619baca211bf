import type { FastifyInstance } from 'fastify';
import { exportFileName } from '@placement/domain';
import { resolveCaller } from '../../caller';
import type { ApiConfig, ApiContext } from '../../context';
import type { Database } from '../../db/Database';
import { ApiError, notFound } from '../../errors';
import type { TenantScope } from '../../tenancy/TenantScope';
import { checkPermission } from '../guard';
import { attachmentDisposition } from './attachmentDisposition';
import { jobState, readRequest, RENDER_ROLE } from './renderJobs';
import { closeRenderService, renderService } from './renderService';
import { queueDashboard } from './queueDashboard';
import { sharedCvDownloadRoute } from './sharedCvDownload';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** GET /api/renders/:id — the finished file, only to a signed-in user who may see every employee in it. */
export async function renderRoutes(app: FastifyInstance, deps: { db: Database; config: ApiConfig }) {
  // A stopped API leaves no layout threads or Redis connections behind.
  app.addHook('onClose', () => closeRenderService(deps.db));
  // The embedded queue resumes the prints its journal holds (a process that died mid-print) as soon as the API
  // starts, not when someone next asks.
  if (!deps.config.renderQueue) app.addHook('onReady', async () => void renderService(deps.db, deps.config));
  await sharedCvDownloadRoute(app, deps);
  if (deps.config.renderQueue) await queueDashboard(app, deps);
  app.get<{ Params: { id: string } }>('/api/renders/:id', async (request, reply) => {
    try {
      const caller = await resolveCaller(deps.db, deps.config, request.headers.authorization);
      checkPermission({ role: RENDER_ROLE }, {
        ...caller,
        db: deps.db,
        config: deps.config,
        request,
        reply,
      } as ApiContext);
      const scope = caller.scope as TenantScope;
      const record = await readRequest(deps.db, deps.config, scope, request.params.id);
      const state = await jobState(deps.db, deps.config, request.params.id, record);
      if (!state || state.status !== 'completed' || !state.outputKey) throw notFound('Render output');
      const outputs = renderService(deps.db, deps.config).outputs;
      const data = await outputs.read(state.outputKey).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        // Made by a worker that writes elsewhere: the operator's setting, said plainly to both.
        request.log.error(
          { folder: outputs.directory },
          'a finished print is not in RENDER_OUTPUT_DIR: the API and every render worker must name one folder',
        );
        return null;
      });
      if (!data)
        return reply
          .code(503)
          .send({ message: 'The print was made but its file cannot be found. Please ask for it again.' });
      const name =
        record.fileName ?? exportFileName('cv', record.fileBase).replace(/\.pdf$/u, `.${record.extension}`);
      return reply
        .header('content-type', CONTENT_TYPES[record.extension] ?? 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(data);
    } catch (error) {
      if (error instanceof ApiError) {
        const code = String((error.extensions as Record<string, unknown> | undefined)?.code);
        const status = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : 404;
        return reply.code(status).send({ message: error.message, code });
      }
      throw error;
    }
  });
}
