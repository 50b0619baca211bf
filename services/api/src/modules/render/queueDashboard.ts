import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { BullMqRenderQueue } from '@placement/render';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance } from 'fastify';
import { resolveCaller } from '../../caller';
import type { ApiConfig } from '../../context';
import type { Database } from '../../db/Database';
import { SESSION_COOKIE } from '../../web/firstPaint';
import { renderService } from './renderService';

/** Under /app, so the web app's session cookie (Path=/app, SameSite=Strict) reaches it from a signed-in browser. */
export const QUEUE_DASHBOARD_PATH = '/app/queues';

/**
 * The operator's view of the render queue (bull-board), only when jobs go through BullMQ, and only for Super
 * users: it shows every company's jobs and can retry or remove them. Checked here, on every request of the
 * dashboard and its API, by the bearer token or the web app's session cookie.
 */
export async function queueDashboard(app: FastifyInstance, deps: { db: Database; config: ApiConfig }) {
  const { queue } = renderService(deps.db, deps.config);
  if (!(queue instanceof BullMqRenderQueue)) return;
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue.queue)], serverAdapter });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const cookie = parseCookies(request.headers.cookie ?? '')[SESSION_COOKIE];
        const authorization = request.headers.authorization ?? (cookie ? `Bearer ${cookie}` : undefined);
        const { user } = await resolveCaller(deps.db, deps.config, authorization);
        if (!user) return reply.code(401).send({ error: 'Sign in as a Super user' });
        if (user.userType !== 'Super') return reply.code(403).send({ error: 'Super users only' });
      });
      await scope.register(serverAdapter.registerPlugin());
    },
    { prefix: QUEUE_DASHBOARD_PATH },
  );
}
