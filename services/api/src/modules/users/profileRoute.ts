import { bearerToken } from '../../auth/tokens';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../context';
import type { Database } from '../../db/Database';
import { acceptUpload, dropFileIfUnused } from '../../files/acceptUpload';
import { nameSchema } from '@placement/domain';
import { parseInput } from '../../inputChecks';
import { restCaller, sendRestError } from '../../rest';
import { imageOf } from '../files/uploadMutations';
import { findUser } from './repository';

interface ProfileEdit {
  name?: string;
  /** A data URL sets the picture; an empty string removes it (spec 01 §2 My Account: upload and removal). */
  avatar?: string | null;
}

/**
 * POST /api/users/profile/edit (spec 01 §7): the caller's own name and picture. Answers the signed-in user as
 * the web app stores it (with the token it was called with), so the page shows the change at once.
 */
export async function profileRoute(app: FastifyInstance, deps: { db: Database; config: ApiConfig }) {
  app.post('/api/users/profile/edit', async (request, reply) => {
    try {
      const ctx = await restCaller(deps, request, reply);
      const body = (request.body ?? {}) as ProfileEdit;
      if (body.name !== undefined) {
        const name = parseInput(nameSchema, body.name, 'name');
        await deps.db.query('UPDATE users SET name = $2 WHERE id = $1', [ctx.user.id, name]);
      }
      if (body.avatar === '' || body.avatar === null) {
        const { rows } = await deps.db.query<{ avatar: string }>(
          `UPDATE users u SET avatar = '' FROM users old WHERE u.id = $1 AND old.id = u.id RETURNING old.avatar`,
          [ctx.user.id],
        );
        if (rows[0]?.avatar) await dropFileIfUnused(ctx, rows[0].avatar);
      } else if (body.avatar !== undefined) {
        await acceptUpload(ctx, { id: ctx.user.id, type: 'avatar', image: await imageOf(body) }, ['avatar']);
      }
      const user = await findUser(deps.db, null, ctx.user.id);
      return {
        message: 'Profile updated successfully',
        ...user,
        token: bearerToken(request.headers.authorization),
      };
    } catch (error) {
      return sendRestError(reply, error);
    }
  });
}
