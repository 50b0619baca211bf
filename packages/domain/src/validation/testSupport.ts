import type { z } from 'zod';

// The first message a form would show for a value, or null when it passes.
export function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

// The message shown on one field of a form, or null when that field passes.
export function fieldMessage(schema: z.ZodType, value: unknown, field: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;
}
