import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/**
 * URLs as the access log writes them: share-link codes and the secrets of reset and verification links are
 * replaced, so that whoever reads the logs cannot open a shared CV or take over an account with them.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/\/api\/shared\/[^/?#]+/g, '/api/shared/[link]')
    .replace(/\/reset\/([^/?#]+)\/[^/?#]+/g, '/reset/$1/[token]')
    .replace(/\/verify\/([^/?#]+)\/[^?#]+/g, '/verify/$1/[signed]')
    .replace(/([?&](?:link|token|code)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * A URL with every value of its query string hidden, names kept: a GET request carries in its address what a
 * POST carries in its body (a GraphQL query with a share link and its password, a passport number searched).
 */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/** Pino serializer of a request in the access log: method, redacted URL, client address. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(redactUrl(request.url)),
    remoteAddress: request.ip,
  };
}

/** A request id a reverse proxy sets (letters, digits, `.`, `_`, `-`); anything else is replaced, not logged. */
const GIVEN_ID = /^[A-Za-z0-9._-]{8,64}$/u;

/** The request's id: the proxy's X-Request-Id when it looks like one, so its log and ours match; else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON line per request when it ends: its id (also in the render worker's lines for the jobs it asked
 * for, and in the X-Request-Id answer header), method, redacted URL, client address, status, time taken, the
 * GraphQL operation ("mutation createEmployee") and its error codes. Never a body, header or variable.
 */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        req: request,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...(request.operation ? { operation: request.operation } : {}),
        ...(request.errorCodes?.length ? { errors: request.errorCodes } : {}),
      },
      'request',
    );
  });
}
