import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database';
import { writeBackup } from './backup';

/**
 * The bearer the backup command shows a running API: derived from the server secret (AUTH_SECRET, or the
 * auth-secret file in the data folder), so only someone who can read the instance's secret can ask for a backup.
 */
export function operationsToken(secret: string): string {
  return createHmac('sha256', secret).update('placement-operations:backup').digest('base64url');
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/operations/backup {archive}: the running process writes a backup of its own database and files
 * (issue 36). On the embedded default the data folder belongs to the running API (its lock refuses every
 * other process), so `pnpm --filter @placement/api backup` asks it here rather than asking the operator to
 * stop it. Answered only on this machine (the peer's own address, not a proxy's header) and only to the
 * operations token; anything else is a 404, as if the route did not exist.
 */
export async function backupRoute(
  app: FastifyInstance,
  options: { db: Database; filesDir: string; secret: string },
): Promise<void> {
  const expected = `Bearer ${operationsToken(options.secret)}`;
  app.post<{ Body: { archive?: unknown } }>(
    '/api/operations/backup',
    { bodyLimit: 4096 },
    async (request, reply) => {
      const peer = request.socket.remoteAddress ?? '';
      if (!LOOPBACK.has(peer) || !sameSecret(request.headers.authorization ?? '', expected))
        return reply.code(404).send({ message: 'Not found' });
      const archive = request.body?.archive;
      if (typeof archive !== 'string' || !isAbsolute(archive) || !archive.endsWith('.tar.gz'))
        return reply.code(400).send({ message: 'archive must be an absolute path ending in .tar.gz' });
      if (existsSync(archive))
        return reply
          .code(409)
          .send({ message: `${archive} exists already: a backup never overwrites a file` });
      const manifest = await writeBackup(options.db, options.filesDir, archive);
      request.log.info({ tables: manifest.tables.length }, 'backup written');
      return { archive, tables: manifest.tables.length, schema: manifest.migrations.at(-1) ?? '' };
    },
  );
}
