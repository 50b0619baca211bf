import type { FastifyInstance } from 'fastify';
import { Kind, type DocumentNode } from 'graphql';
import { timingSafeEqual } from 'node:crypto';
import type { ApiConfig } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The GraphQL operation this request ran ("query employees"), for metrics and the request's log line. */
    operation?: string;
    /** The codes of the GraphQL errors it was answered with. */
    errorCodes?: string[];
  }
}

/** "query employees": the operation's type and its first root field (validated against the schema). */
export function operationLabel(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return 'graphql';
  const field = operation.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  return field ? `${operation.operation} ${field.name.value}` : operation.operation;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format, only with `Authorization: Bearer <METRICS_TOKEN>`: the figures say
 * how busy an agency is, so they are not public. Without METRICS_TOKEN there is no /metrics at all (404).
 */
export async function metricsRoutes(app: FastifyInstance, config: ApiConfig): Promise<void> {
  const metrics = config.metrics;
  if (!metrics) return;
  app.addHook('onResponse', async (request, reply) => {
    metrics.request({
      operation: request.operation ?? `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      errorCodes: request.errorCodes ?? [],
    });
  });
  const token = config.metricsToken;
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'METRICS_TOKEN needed' });
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
