import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/Database';
import { pendingMigrations } from '../db/migrate';

/** A check that takes longer than this counts as failed: a load balancer must not wait on a hung database. */
export const READINESS_CHECK_MS = 2_000;

type Check = 'ok' | 'unreachable' | 'pending' | 'not configured';

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, fail) => {
      timer = setTimeout(
        () => fail(new Error(`no answer within ${READINESS_CHECK_MS} ms`)),
        READINESS_CHECK_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * For load balancers, start scripts and orchestrators (docs/deployment.md):
 * - GET /health/live: the process answers (restart it when this fails);
 * - GET /health/ready: it can serve: the database answers and is fully migrated, and Redis (when configured)
 *   answers; otherwise 503, so no traffic is sent to it. The answer names which check failed, never why
 *   (an error may carry an address); the reason is in the log.
 */
export async function healthRoutes(app: FastifyInstance, deps: { db: Database; redis?: Redis }) {
  app.get('/health/live', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });
  app.get('/health/ready', async (request, reply) => {
    const checks: { database: Check; migrations: Check; redis: Check } = {
      database: 'ok',
      migrations: 'ok',
      redis: deps.redis ? 'ok' : 'not configured',
    };
    await Promise.all([
      withinTime(pendingMigrations(deps.db)).then(
        (pending) => {
          if (pending.length > 0) checks.migrations = 'pending';
        },
        (error: unknown) => {
          checks.database = 'unreachable';
          checks.migrations = 'unreachable';
          request.log.warn({ err: error }, 'readiness: the database does not answer');
        },
      ),
      deps.redis &&
        withinTime(deps.redis.ping()).catch((error: unknown) => {
          checks.redis = 'unreachable';
          request.log.warn({ err: error }, 'readiness: Redis does not answer');
        }),
    ]);
    const ready = Object.values(checks).every((check) => check === 'ok' || check === 'not configured');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
