import { createHash } from 'node:crypto';
import { z } from 'zod';
import { correctionLetterOptionsSchema } from '@placement/domain';

const id = z.string().regex(/^[0-9a-f]{24}$/u, 'ids are 24 lowercase hex characters');
/** Version stamp of a record (e.g. its updatedAt): part of the cache key, never personal data. */
const version = z.string().min(1).max(64);

const base = {
  companyId: id,
  employeeIds: z.array(id).min(1),
  /** One version stamp per employee id, in the same order. */
  versions: z.array(version).min(1),
  /** Version of the company's CV template settings. */
  settingsVersion: version,
};

/**
 * What a render job carries: ids, version stamps and options only. Passport numbers, names and photos are
 * loaded by the worker from the data source, so they never sit in Redis.
 */
export const RenderJobPayload = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('cv'),
      ...base,
      format: z.enum(['pdf', 'png']),
      placement: z.enum(['sheet', 'spec-mm']).default('sheet'),
    }),
    z.object({
      kind: z.literal('cvBatch'),
      ...base,
      format: z.enum(['pdf', 'zip']),
      placement: z.enum(['sheet', 'spec-mm']).default('sheet'),
    }),
    z.object({ kind: z.literal('embassyList'), ...base, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u) }),
    // One Amharic correction letter listing every employee: a letter number names one letter.
    z.object({ kind: z.literal('letters'), ...base, letter: correctionLetterOptionsSchema }),
    // The Full Export spreadsheet of the employees, in the order asked.
    z.object({ kind: z.literal('export'), ...base }),
  ])
  .refine((p) => p.versions.length === p.employeeIds.length, {
    message: 'one version per employee',
    path: ['versions'],
  })
  .refine((p) => p.kind !== 'cv' || p.employeeIds.length === 1, {
    message: 'a CV is one employee',
    path: ['employeeIds'],
  })
  .refine((p) => p.employeeIds.length <= 3000, { message: 'at most 3000 employees', path: ['employeeIds'] });

export type RenderJobPayload = z.infer<typeof RenderJobPayload>;
export type RenderJobInput = z.input<typeof RenderJobPayload>;

/** The file type a job produces. */
export function outputExtension(payload: RenderJobPayload): 'pdf' | 'png' | 'zip' | 'xlsx' {
  if (payload.kind === 'embassyList' || payload.kind === 'letters') return 'pdf';
  if (payload.kind === 'export') return 'xlsx';
  return payload.format;
}

/**
 * The job id and cache key: a hash of the whole payload (ids, versions, options). The same request gives the
 * same id, so BullMQ does not queue it twice and a finished output is served from the store.
 */
export function renderJobId(payload: RenderJobPayload): string {
  const hash = createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 32);
  return `${payload.kind}-${hash}`;
}
