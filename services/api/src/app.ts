import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyReply,
} from 'fastify';
import type { GraphQLError } from 'graphql';
import mercurius, { type MercuriusLoaders } from 'mercurius';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { OWASP_ARGON2ID } from './auth/passwords';
import { DEFAULT_TOKEN_LIFETIME } from './auth/tokens';
import { createOutboxMailer } from './mail/createOutboxMailer';
import { resolveCaller } from './caller';
import type { ApiConfig, ApiContext } from './context';
import type { Database } from './db/Database';
import { formatErrors } from './errors';
import { acceptUploads } from './files/graphqlUploads';
import { graphqlRuntime } from './graphqlRuntime';
import type { ApiModule } from './modules/ApiModule';
import { guardedResolvers } from './modules/guard';
import { modules as defaultModules } from './modules';
import { closePromptly } from './closePromptly';
import { checkQueryCost } from './limits/queryCost';
import { graphqlRequestErrorHandler } from './limits/requestErrors';
import { logEachRequest, requestId, serializeRequest } from './limits/accessLog';
import { createRateLimits } from './limits/rateLimits';
import { registerSecurityHeaders } from './web/securityHeaders';
import { backupRoute } from './operations/backupRoute';
import { serveWebApp } from './web/serveWebApp';
import { healthRoutes } from './health/healthRoutes';
import { createMetrics } from './metrics/metrics';
import { metricsRoutes, operationLabel } from './metrics/metricsRoutes';

/**
 * A request that runs longer than this is cut off: far past the heaviest legitimate one, a load-all list
 * (docs/performance.md, "REQUEST_TIMEOUT_MS").
 */
export const REQUEST_TIMEOUT_MS = 30_000;

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends ApiContext {}
}

export interface BuildAppOptions {
  db: Database;
  config?: Partial<ApiConfig>;
  modules?: ApiModule[];
  logger?: boolean;
  /** Where the log goes (tests capture it to prove what never reaches it); stdout by default. */
  logStream?: { write(line: string): void };
  /** Tests lower it to prove the limit holds; the default fits the deepest screen query. */
  queryDepth?: number;
  /** The built web app (apps/web/dist): served on the same port, with client routes falling back to it. */
  webDir?: string;
}

/** Deep enough for every screen's query (employee -> visa -> owner -> partners), shallow enough to refuse abuse. */
export const MAX_QUERY_DEPTH = 8;

/** ALTCHA's recommended range for a captcha a phone solves in about a second. */
export const DEFAULT_CAPTCHA_MAX_NUMBER = 100_000;
export const DEFAULT_MAIL_FROM = 'Placement <no-reply@placement.local>';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: ApiConfig = {
    filesDir: '.data/files',
    passwordHashing: OWASP_ARGON2ID,
    employeeSharing: 'prospects',
    // NODE_ENV=production, as main.ts reads it; tests and embedders say so themselves.
    production: false,
    publicUrl: 'http://localhost:5173',
    captchaMaxNumber: DEFAULT_CAPTCHA_MAX_NUMBER,
    oauth: {},
    tokenLifetime: DEFAULT_TOKEN_LIFETIME,
    ...options.config,
    rateLimits: options.config?.rateLimits ?? createRateLimits(),
    metrics: options.config?.metrics ?? createMetrics(),
    // Without a configured secret (tests, embedding) a per-process one still signs and checks correctly.
    secret: options.config?.secret ?? randomBytes(32).toString('base64url'),
    mailer:
      options.config?.mailer ??
      createOutboxMailer(resolve(options.config?.filesDir ?? '.data/files', '../outbox'), DEFAULT_MAIL_FROM),
  };
  const modules = options.modules ?? defaultModules;
  const app = Fastify({
    logger: options.logger
      ? {
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          serializers: { req: serializeRequest },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    bodyLimit: 2_000_000,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // One line per request, written when it ends (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestId,
  });
  if (options.logger) {
    logEachRequest(app);
    config.renderJobLog ??= (level, fields, msg) => app.log[level](fields, msg);
  }
  const logFailure = (original: unknown) => app.log.error({ err: original }, 'resolver failed');

  closePromptly(app);
  await registerSecurityHeaders(app);

  const loaders: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.loaders ?? {})) {
      Object.assign((loaders[typeName] ??= {}), fields);
    }
  }

  await acceptUploads(app);
  await app.register(mercurius, {
    schema: modules.map((module) => module.schema).filter(Boolean),
    resolvers: guardedResolvers(modules),
    loaders: loaders as MercuriusLoaders,
    path: '/graphql',
    graphiql: false,
    jit: 1,
    queryDepth: options.queryDepth ?? MAX_QUERY_DEPTH,
    allowBatchedQueries: false,
    errorHandler: graphqlRequestErrorHandler(logFailure),
    validationRules: config.production ? [graphqlRuntime.NoSchemaIntrospectionCustomRule] : [],
    // Websocket subscriptions (render job progress). A browser cannot set headers on a websocket, so the
    // bearer token comes in the connection_init payload ({ authorization: 'Bearer ...' }) and is checked there.
    subscription: {
      context: (_socket, request) => ({
        db: options.db,
        config,
        token: null,
        user: null,
        scope: null,
        request,
      }),
      onConnect: async ({ payload }) => {
        const header = (payload as { authorization?: unknown } | undefined)?.authorization;
        const caller = await resolveCaller(
          options.db,
          config,
          typeof header === 'string' ? header : undefined,
        );
        // Anonymous connections are accepted: each subscription field's permission refuses them clearly.
        return { token: caller.token, user: caller.user, scope: caller.scope };
      },
    },
    context: async (request: FastifyRequest, reply: FastifyReply) => {
      const { token, user, scope } = await resolveCaller(options.db, config, request.headers.authorization);
      return { db: options.db, config, token, user, scope, request, reply } satisfies ApiContext;
    },
    errorFormatter: (execution, context) => {
      const errors = formatErrors(execution.errors as GraphQLError[], logFailure);
      const request = (context as { reply?: FastifyReply }).reply?.request;
      if (request) request.errorCodes = errors.map((error) => String(error.extensions?.code ?? 'UNKNOWN'));
      return { statusCode: 200, response: { data: execution.data ?? null, errors } };
    },
  });

  // Measured with each request's own variables, as mercurius read them from a POST body or a GET address alike:
  // a cached query text with a larger `take` is measured again.
  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    checkQueryCost(schema, document, variables);
  });
  // Named for the metrics by what it asks (its type and first root field, both from the schema), never by the
  // operationName a client chose, so the number of series stays bounded.
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    (context as unknown as ApiContext).request.operation = operationLabel(document);
  });

  await healthRoutes(app, { db: options.db, redis: config.redis });
  await metricsRoutes(app, config);
  await backupRoute(app, { db: options.db, filesDir: config.filesDir, secret: config.secret });
  for (const module of modules) await module.routes?.(app, { db: options.db, config });
  if (options.webDir) await serveWebApp(app, options.webDir);
  return app;
}
