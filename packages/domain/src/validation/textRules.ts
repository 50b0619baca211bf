import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

const { required } = VALIDATION_MESSAGES;

// A missing field and an empty one both read "Required", the message the forms show for an empty input.
const stringOrRequired = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : undefined) });

/** A required text, trimmed: "Required" when empty, then the first failing length rule. */
export function requiredText(options: { min: number; max: number; minMessage: string; maxMessage: string }) {
  return stringOrRequired()
    .trim()
    .min(1, { error: required, abort: true })
    .min(options.min, options.minMessage)
    .max(options.max, options.maxMessage);
}

/**
 * A required text, trimmed, that must match a pattern: "Required" when empty, else the rule's message.
 * With `uppercase`, the value is uppercased before the check (and so in the result), as it is saved.
 */
export function requiredPattern(pattern: RegExp, message: string, options: { uppercase?: boolean } = {}) {
  const trimmed = stringOrRequired().trim();
  return (options.uppercase ? trimmed.toUpperCase() : trimmed)
    .min(1, { error: required, abort: true })
    .regex(pattern, message);
}

/** An optional text, trimmed: empty or missing passes; anything else must match the pattern. */
export function optionalPattern(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), message)
    .nullish();
}
