import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveCaller } from './caller';
import type { ApiConfig, ApiContext, SignedInContext } from './context';
import type { Database } from './db/Database';
import { ApiError, notAuthorized } from './errors';

/** The REST routes' signed-in caller, as a resolver's context: the same rules apply on both paths. */
export async function restCaller(
  deps: { db: Database; config: ApiConfig },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInContext> {
  const found = await resolveCaller(deps.db, deps.config, request.headers.authorization);
  if (!found.user || !found.scope) throw notAuthorized();
  return { ...deps, ...found, request, reply } as ApiContext as SignedInContext;
}

/** A user-facing error as an HTTP answer (401, 403, 404, 413 or 400 with message and code); others rethrown. */
export function sendRestError(reply: FastifyReply, error: unknown) {
  if (error instanceof ApiError) {
    const code = String((error.extensions as Record<string, unknown> | undefined)?.code);
    const status =
      { UNAUTHENTICATED: 401, PASSWORD_REQUIRED: 401, FORBIDDEN: 403, NOT_FOUND: 404, FILE_TOO_LARGE: 413 }[
        code
      ] ?? 400;
    return reply.code(status).send({ message: error.message, code });
  }
  throw error;
}
