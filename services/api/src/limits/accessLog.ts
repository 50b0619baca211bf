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
