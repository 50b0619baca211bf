import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import { VALIDATION_MESSAGES } from '@placement/domain';
import { formatErrors } from '../errors';

/**
 * Answers a /graphql request that failed before GraphQL ran: a body over the limit is HTTP 413 with the spec's
 * size message, a body that is not JSON (or is empty) is HTTP 400, never "Internal server error" with 200.
 * Everything else is formatted like any GraphQL error.
 */
export function graphqlRequestErrorHandler(log: (error: unknown) => void) {
  return async (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 0;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.code(413).send({
        data: null,
        errors: [{ message: VALIDATION_MESSAGES.uploadTooLarge, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    }
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body must be a JSON object with a query'
          : error.message;
      return reply
        .code(status)
        .send({ data: null, errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    }
    return reply
      .code(200)
      .send({ data: null, errors: formatErrors([error as unknown as GraphQLError], log) });
  };
}
