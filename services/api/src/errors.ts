import type { FastifyError } from 'fastify';
import type { GraphQLError, SourceLocation } from 'graphql';
import mercurius from 'mercurius';

/** An error whose message is meant for the user; anything else is reported as an internal error. */
export class ApiError extends mercurius.ErrorWithProps {
  constructor(message: string, code: string, extra: Record<string, unknown> = {}) {
    super(message, { code, ...extra }, 200);
  }
}

// The web app clears its stored sign-in when an error message contains "authorized": keep that word here.
export const NOT_AUTHORIZED = 'Not authorized: please sign in again';

export const notAuthorized = () => new ApiError(NOT_AUTHORIZED, 'UNAUTHENTICATED');
export const forbidden = (role: string) =>
  new ApiError(`You do not have the ${role} role needed for this action`, 'FORBIDDEN', { role });
/** Another company's record answers exactly like a record that does not exist. */
export const notFound = (what: string) => new ApiError(`${what} not found`, 'NOT_FOUND');
export const badInput = (field: string, message: string) =>
  new ApiError(message, 'BAD_USER_INPUT', { field });
export const conflict = (field: string, message: string) => new ApiError(message, 'CONFLICT', { field });

interface FormattedError {
  message: string;
  locations?: readonly SourceLocation[];
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/** Keeps user-facing errors and GraphQL validation errors; hides everything else (SQL, stacks). */
export function formatErrors(
  errors: readonly GraphQLError[],
  log?: (error: unknown) => void,
): FormattedError[] {
  return errors.flatMap((error) => {
    // Mercurius wraps request problems (validation, variables, depth) in one error carrying the list.
    const wrapped = (error.originalError ?? error) as Error & { code?: string; errors?: GraphQLError[] };
    // An ApiError thrown before execution (the query cost check) keeps its own message and code.
    if (wrapped instanceof ApiError) {
      return [
        { message: wrapped.message, extensions: (wrapped as ApiError).extensions as Record<string, unknown> },
      ];
    }
    if (typeof wrapped.code === 'string' && wrapped.code.startsWith('MER_ERR_')) {
      if (Array.isArray(wrapped.errors) && wrapped.errors.length) return formatErrors(wrapped.errors, log);
      return [{ message: wrapped.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }];
    }
    return [formatError(error, log)];
  });
}

function formatError(error: GraphQLError, log?: (error: unknown) => void): FormattedError {
  const original = error.originalError as (Error & { extensions?: Record<string, unknown> }) | undefined;
  if (original instanceof ApiError || (original && original.constructor?.name === 'ErrorWithProps')) {
    return { message: original.message, path: error.path, extensions: original.extensions };
  }
  // By name, not instanceof: mercurius loads graphql's CommonJS build, this file its ES module build.
  if (!original || original.name === 'GraphQLError') {
    // Parse, validation and variable-coercion errors: about the request itself, safe to show.
    return {
      message: error.message,
      ...(error.locations ? { locations: error.locations } : {}),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    };
  }
  log?.(original);
  return {
    message: 'Internal server error',
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

export type { FastifyError };
