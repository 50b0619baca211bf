import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@placement/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/Database';
import type { ApiConfig, SignedInContext } from '../../context';
import { notFound } from '../../errors';
import type { CountedTry } from '../../limits/rateLimits';
import { restCaller, sendRestError } from '../../rest';
import { recordAudit } from '../audit/recordAudit';
import { acceptUpload, type UploadRequest } from '../../files/acceptUpload';
import { isFileName } from '../../files/photoFiles';
import { mayOpenPublicList } from '../sharing/publicPremiumList';
import { openShareLink } from '../sharing/shareLinkAccess';
import {
  FILE_NOT_FOUND,
  fileNameOf,
  forgetFile,
  readableFile,
  employeePointsAt,
} from '../../files/storedFiles';

export const FILE_TOO_LARGE = VALIDATION_MESSAGES.uploadTooLarge;
export { MAX_UPLOAD_BYTES };

const notFoundReply = (reply: FastifyReply) =>
  reply.code(404).send({ message: FILE_NOT_FOUND, code: 'NOT_FOUND' });

/**
 * multipart (id, type, image) or JSON ({_id, type, avatar} with a base64 data URL); 'too-large' past the upload
 * limit. Every route taking an image reads it here, so the limit and the two forms cannot differ between them.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadRequest | 'too-large'> {
  try {
    return await readUploadParts(request);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too-large';
    throw error;
  }
}

async function readUploadParts(request: FastifyRequest): Promise<UploadRequest | 'too-large'> {
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    let image: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        image = await part.toBuffer();
        if (part.file.truncated) return 'too-large';
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    return {
      id: fields.id ?? fields._id ?? '',
      type: fields.type ?? 'face',
      image: image ?? Buffer.alloc(0),
    };
  }
  const body = (request.body ?? {}) as { _id?: string; id?: string; type?: string; avatar?: string };
  const base64 = String(body.avatar ?? '').replace(/^data:[^;]+;base64,/, '');
  const image = Buffer.from(base64, 'base64');
  if (image.length > MAX_UPLOAD_BYTES) return 'too-large';
  return { id: body._id ?? body.id ?? '', type: body.type ?? 'face', image };
}

/**
 * Upload, removal and private download of files. A file is served only to the company that uploaded it or to a
 * caller who may see a record pointing at it; anyone else gets the answer of a file that does not exist.
 */
export async function fileRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ApiConfig }) {
  const signedIn = (request: FastifyRequest, reply: FastifyReply) =>
    restCaller({ db, config }, request, reply);

  app.post('/api/uploads', async (request, reply) => {
    try {
      const ctx = await signedIn(request, reply);
      const upload = await readUpload(request);
      if (upload === 'too-large')
        return reply.code(413).send({ message: FILE_TOO_LARGE, code: 'FILE_TOO_LARGE' });
      return await acceptUpload(ctx, upload);
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  // The company that owns an employee pointing at the file may remove it, and so may the uploading company while
  // no other company's employee points at it: a partner that entered a picture (or a prospect that sees it)
  // never deletes an agency's photo. Every try, refused ones too, is in the caller's audit log.
  app.delete('/api/uploads', async (request, reply) => {
    let ctx: SignedInContext | null = null;
    const name = fileNameOf((request.query as { fileName?: string }).fileName);
    const audited = async (outcome: { error?: unknown }) => {
      if (ctx) await recordAudit(ctx, 'deleteUpload', { id: name ?? '' }, outcome);
    };
    try {
      ctx = await signedIn(request, reply);
      if (!name) throw notFound('File');
      const params: unknown[] = [name];
      const me = ctx.scope.isSuper ? null : `$${params.push(ctx.user.companyId)}`;
      const { rows } = await db.query(
        me
          ? // Never a file another company's candidate still wears (the demo photos are shared).
            `SELECT 1 FROM stored_files f WHERE f.name = $1
               AND (f.company_id = ${me}
                    OR EXISTS (SELECT 1 FROM employees e WHERE ${employeePointsAt('e', 'f.name')} AND e.owner_id = ${me}))
               AND NOT EXISTS (SELECT 1 FROM employees e
                     WHERE ${employeePointsAt('e', 'f.name')} AND e.owner_id <> ${me})`
          : 'SELECT 1 FROM stored_files f WHERE f.name = $1',
        params,
      );
      if (rows.length === 0) throw notFound('File');
      await db.transaction((tx) => forgetFile(tx, name));
      await rm(join(config.filesDir, name), { force: true });
      await audited({});
      return { message: 'File removed' };
    } catch (error) {
      await audited({ error });
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND')
        return notFoundReply(reply);
      return sendRestError(reply, error);
    }
  });

  const sendFile = async (reply: FastifyReply, name: string) => {
    const path = join(config.filesDir, name);
    try {
      await access(path);
    } catch {
      return notFoundReply(reply);
    }
    return reply
      .header('cache-control', 'private, max-age=3600')
      .type('image/jpeg')
      .send(createReadStream(path));
  };

  app.get('/api/files/:name', async (request, reply) => {
    try {
      const ctx = await signedIn(request, reply);
      const { name } = request.params as { name: string };
      if (!isFileName(name)) return notFoundReply(reply);
      const params: unknown[] = [name];
      const { rows } = await db.query(
        `SELECT 1 FROM stored_files f WHERE f.name = $1 AND ${readableFile(ctx.scope, params)}`,
        params,
      );
      if (rows.length === 0) return notFoundReply(reply);
      return sendFile(reply, name);
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  // A shared CV link opens its employees' photos and their agency's and agent's header images to anyone
  // holding the link
  // (and its password, sent in the x-share-password header so it stays out of addresses and logs), and
  // nothing else; a revoked or expired link answers like a missing file.
  app.get('/api/shared/:link/files/:name', async (request, reply) => {
    const { link, name } = request.params as { link: string; name: string };
    let tried: CountedTry;
    try {
      tried = await config.rateLimits.take('linkMissesPerClient', request.ip);
    } catch (error) {
      return reply.code(429).send({ message: (error as Error).message, code: 'RATE_LIMITED' });
    }
    if (!isFileName(name)) return notFoundReply(reply);
    try {
      const password = request.headers['x-share-password'];
      const opened = await openShareLink(
        db,
        link,
        typeof password === 'string' ? password : null,
        config.employeeSharing,
      );
      const { rows } = opened
        ? await db.query(
            `SELECT 1 FROM employees e WHERE e.id = ANY($1::text[])
                AND (e.data ->> 'facePhoto' = $2 OR e.data ->> 'standPhoto' = $2
                  OR (NOT $3 AND e.data ->> 'passportScan' = $2)
                  OR EXISTS (SELECT 1 FROM companies c
                        WHERE (c.id = e.owner_id OR c.id = e.prospect_ids[1]) AND c.data ->> 'header' = $2))
              LIMIT 1`,
            // A hide-contact link never opens the passport scan: it carries the name and the passport number.
            [opened.employeeIds, name, opened.hideContact],
          )
        : { rows: [] };
      if (rows.length === 0) return notFoundReply(reply);
      await tried.giveBack();
      return sendFile(reply, name);
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  // The public premium list (linkedEmployees) opens the photos of the CVs it lists (available ones only, as the
  // list) and the two headers, to a holder of the list's key (x-public-list-key header) while the list is on.
  app.get('/api/linked/:agencyId/:agentId/files/:name', async (request, reply) => {
    const { agencyId, agentId, name } = request.params as { agencyId: string; agentId: string; name: string };
    if (!isFileName(name)) return notFoundReply(reply);
    const key = request.headers['x-public-list-key'];
    try {
      const list = { agencyId, agentId, key: typeof key === 'string' ? key : null };
      if (!(await mayOpenPublicList(db, config, { ip: request.ip, user: null }, list)))
        return notFoundReply(reply);
    } catch (error) {
      // Over the wrong-link limit: the same answer the share links' files give.
      return reply.code(429).send({ message: (error as Error).message, code: 'RATE_LIMITED' });
    }
    const { rows } = await db.query(
      `SELECT 1 FROM company_partners p WHERE p.company_id = $1 AND p.partner_id = $2 AND (
          EXISTS (SELECT 1 FROM employees e WHERE e.owner_id = $1 AND e.prospect_ids @> ARRAY[$2]::text[]
                   AND e.status = 'new' AND (e.data ->> 'facePhoto' = $3 OR e.data ->> 'standPhoto' = $3 OR e.data ->> 'passportScan' = $3))
          OR EXISTS (SELECT 1 FROM companies c WHERE c.id IN ($1, $2) AND c.data ->> 'header' = $3))`,
      [agencyId, agentId, name],
    );
    if (rows.length === 0) return notFoundReply(reply);
    return sendFile(reply, name);
  });
}
