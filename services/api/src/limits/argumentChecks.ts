import { listLimit, maxItemsMessage, MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@placement/domain';
import { ApiError, badInput } from '../errors';

/** Longer than any field of the spec (the longest, a CV note or a remark, is a few thousand characters). */
export const MAX_STRING_LENGTH = 10_000;
/** Deeper than any input of the spec (cvTemplate: template -> section -> style -> value is about 5). */
export const MAX_INPUT_DEPTH = 10;

/** An image sent as a base64 data URL in an upload's avatar field may be as long as the largest upload is. */
const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const IMAGE_FIELD = /(^|\.)avatar$/;
export const MAX_DATA_URL_LENGTH = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Checks every argument of an operation before its resolver runs, so that a value no database column can hold
 * is a clear error naming the field instead of "Internal server error" (PostgreSQL refuses NUL characters and
 * invalid UTF-16), so that a 1,000-level JSON literal never reaches the embedded database, and so that no list
 * is longer than the domain's limit for it (apiLimits: by operation and argument, else MAX_LIST_LENGTH).
 */
export function checkArguments(args: unknown, operation = ''): void {
  walk(args, '', 0, operation);
}

function walk(value: unknown, path: string, depth: number, operation: string): void {
  if (typeof value === 'string') {
    const field = path || 'input';
    if (value.length > MAX_STRING_LENGTH && IMAGE_FIELD.test(path) && DATA_URL.test(value)) {
      if (value.length > MAX_DATA_URL_LENGTH) {
        throw new ApiError(VALIDATION_MESSAGES.uploadTooLarge, 'FILE_TOO_LARGE', { field });
      }
    } else if (value.length > MAX_STRING_LENGTH) {
      throw badInput(field, `${field} is too long (at most ${MAX_STRING_LENGTH} characters)`);
    }
    if (value.includes('\u0000')) throw badInput(field, `${field} contains a NUL character`);
    if (LONE_SURROGATE.test(value)) throw badInput(field, `${field} contains an invalid character`);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_INPUT_DEPTH) {
    throw badInput(
      path || 'input',
      `${path || 'input'} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
    );
  }
  if (Array.isArray(value)) {
    const max = listLimit(operation, path);
    if (value.length > max) throw badInput(path || 'input', `${path || 'input'}: ${maxItemsMessage(max)}`);
    value.forEach((item, index) => walk(item, `${path}[${index}]`, depth + 1, operation));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    walk(item, path ? `${path}.${key}` : key, depth + 1, operation);
  }
}
