import type { FastifyRequest } from 'fastify';

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

/** Pino serializer of a request in the access log: method, redacted URL, client address. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
