import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveCaller } from '../../caller';
import type { ApiConfig, ApiContext } from '../../context';
import type { Database } from '../../db/Database';
import { ApiError } from '../../errors';
import { isFileName, removePicture, storePicture, type PictureType } from '../../files/photoFiles';
import { findEmployee } from '../employees/repository';
import { openShareLink } from '../sharing/shareLinkAccess';
import { checkPermission } from '../guard';

export const FILE_TOO_LARGE = "File size can't exceeds 1Mb";
export const MAX_UPLOAD_BYTES = 1_000_000;

const EMPLOYEE_PICTURES: Record<string, { field: string; type: PictureType }> = {
  face: { field: 'facePhoto', type: 'face' },
  stand: { field: 'standPhoto', type: 'stand' },
  passport: { field: 'passportScan', type: 'passport' },
};
const PICTURE_FIELDS = ['facePhoto', 'standPhoto', 'passportScan'];

function sendError(reply: FastifyReply, error: unknown) {
  if (error instanceof ApiError) {
    const code = String((error.extensions as Record<string, unknown> | undefined)?.code);
    const status =
      code === 'UNAUTHENTICATED' || code === 'PASSWORD_REQUIRED'
        ? 401
        : code === 'FORBIDDEN'
          ? 403
          : code === 'NOT_FOUND'
            ? 404
            : 400;
    return reply.code(status).send({ message: error.message, code });
  }
  throw error;
}

interface Upload {
  id: string;
  type: string;
  image: Buffer;
}

/** multipart (id, type, image) or JSON ({_id, type, avatar} with a base64 data URL). */
async function readUpload(request: FastifyRequest): Promise<Upload | 'too-large'> {
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

/** Photo upload, removal and private download. Files are served only to a caller who may see the record. */
export async function fileRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ApiConfig }) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  const caller = async (request: FastifyRequest, role: string | null) => {
    const found = await resolveCaller(db, config, request.headers.authorization);
    const context = { db, config, ...found } as ApiContext;
    checkPermission(role ? { role } : { signedIn: true }, context);
    return { user: found.user!, scope: found.scope! };
  };

  app.post('/api/uploads', async (request, reply) => {
    try {
      const { scope } = await caller(request, 'EditEmployees');
      let upload: Upload | 'too-large';
      try {
        upload = await readUpload(request);
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') upload = 'too-large';
        else throw error;
      }
      if (upload === 'too-large')
        return reply.code(413).send({ message: FILE_TOO_LARGE, code: 'FILE_TOO_LARGE' });
      const picture = EMPLOYEE_PICTURES[upload.type.toLowerCase()];
      if (!picture)
        return reply
          .code(400)
          .send({ message: 'type must be face, stand or passport', code: 'BAD_USER_INPUT' });
      const employee = await findEmployee(db, scope, upload.id);
      if (!employee) return reply.code(404).send({ message: 'Employee not found', code: 'NOT_FOUND' });
      let fileName: string;
      try {
        fileName = await storePicture(config.filesDir, picture.type, upload.image);
      } catch {
        return reply.code(400).send({ message: 'The file is not an image', code: 'BAD_USER_INPUT' });
      }
      const previous = employee[picture.field];
      await db.query(
        `UPDATE employees SET data = jsonb_set(data, $2, to_jsonb($3::text)), updated_at = now() WHERE id = $1`,
        [employee._id, `{${picture.field}}`, fileName],
      );
      if (typeof previous === 'string') await removePicture(config.filesDir, previous);
      return { message: 'Upload successful', fileName, _id: employee._id, type: upload.type };
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.delete('/api/uploads', async (request, reply) => {
    try {
      const { scope } = await caller(request, 'EditEmployees');
      const fileName = String((request.query as { fileName?: string }).fileName ?? '')
        .split('/')
        .pop()!;
      const params: unknown[] = [fileName, PICTURE_FIELDS];
      const { rows } = isFileName(fileName)
        ? await db.query<{ id: string; field: string }>(
            `SELECT e.id, f.field FROM employees e, unnest($2::text[]) AS f(field)
              WHERE e.data ->> f.field = $1 AND ${scope.employees('e', params)} LIMIT 1`,
            params,
          )
        : { rows: [] };
      const row = rows[0];
      if (!row) return reply.code(404).send({ message: 'File not found', code: 'NOT_FOUND' });
      await db.query(`UPDATE employees SET data = data - $2::text, updated_at = now() WHERE id = $1`, [
        row.id,
        row.field,
      ]);
      await removePicture(config.filesDir, fileName);
      return { message: 'File removed' };
    } catch (error) {
      return sendError(reply, error);
    }
  });

  const sendFile = async (reply: FastifyReply, name: string) => {
    const path = join(config.filesDir, name);
    try {
      await access(path);
    } catch {
      return reply.code(404).send({ message: 'File not found', code: 'NOT_FOUND' });
    }
    return reply
      .header('cache-control', 'private, max-age=3600')
      .type('image/jpeg')
      .send(createReadStream(path));
  };

  app.get('/api/files/:name', async (request, reply) => {
    try {
      const { scope } = await caller(request, null);
      const { name } = request.params as { name: string };
      if (!isFileName(name)) return reply.code(404).send({ message: 'File not found', code: 'NOT_FOUND' });
      const params: unknown[] = [name];
      const employees = await db.query(
        `SELECT 1 FROM employees e WHERE (e.data ->> 'facePhoto' = $1 OR e.data ->> 'standPhoto' = $1
            OR e.data ->> 'passportScan' = $1) AND ${scope.employees('e', params)} LIMIT 1`,
        params,
      );
      if (employees.rows.length === 0)
        return reply.code(404).send({ message: 'File not found', code: 'NOT_FOUND' });
      return sendFile(reply, name);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  // A shared CV link opens its employees' photos to anyone holding the link (and its password, sent in the
  // x-share-password header so it stays out of addresses and logs), and nothing else; a revoked or expired
  // link answers like a missing file.
  app.get('/api/shared/:link/files/:name', async (request, reply) => {
    const { link, name } = request.params as { link: string; name: string };
    try {
      await config.rateLimits.check('linkMissesPerClient', request.ip);
    } catch (error) {
      return reply.code(429).send({ message: (error as Error).message, code: 'RATE_LIMITED' });
    }
    if (!isFileName(name)) return reply.code(404).send({ message: 'File not found', code: 'NOT_FOUND' });
    const miss = () => config.rateLimits.hit('linkMissesPerClient', request.ip).catch(() => undefined);
    try {
      const password = request.headers['x-share-password'];
      const opened = await openShareLink(db, link, typeof password === 'string' ? password : null);
      const { rows } = opened
        ? await db.query(
            `SELECT 1 FROM employees e WHERE e.id = ANY($1::text[])
                AND (e.data ->> 'facePhoto' = $2 OR e.data ->> 'standPhoto' = $2 OR e.data ->> 'passportScan' = $2)
              LIMIT 1`,
            [opened.employeeIds, name],
          )
        : { rows: [] };
      if (rows.length === 0) {
        await miss();
        return reply.code(404).send({ message: 'File not found', code: 'NOT_FOUND' });
      }
      return sendFile(reply, name);
    } catch (error) {
      await miss();
      return sendError(reply, error);
    }
  });
}
