import { createHash } from 'node:crypto';
import { z } from 'zod';
import { RENDER_DOCUMENTS, type RenderDocuments, type RenderKind } from '../registry/renderDocuments';

const id = z.string().regex(/^[0-9a-f]{24}$/u, 'ids are 24 lowercase hex characters');
/** Version stamp of a record (e.g. its updatedAt): part of the cache key, never personal data. */
const version = z.string().min(1).max(64);

const base = {
  companyId: id,
  /** At least one unless the kind takes none (its `employees.min`). */
  employeeIds: z.array(id),
  /** One version stamp per employee id, in the same order. */
  versions: z.array(version),
  /** Version of the company's CV template settings. */
  settingsVersion: version,
  /**
   * Printed for a share link that hides the candidates' names and contacts: the data source leaves them out,
   * so the download shows no more than the shared viewer does (and is kept apart from the full print).
   */
  hideContact: z.boolean().optional(),
};

type Base = {
  companyId: string;
  employeeIds: string[];
  versions: string[];
  settingsVersion: string;
  hideContact?: boolean;
};
type Options<K extends RenderKind> = z.ZodObject<RenderDocuments[K]['options']>;
type Format<K extends RenderKind> = RenderDocuments[K]['formats'][number];

/** A job of one kind, as the handler reads it (defaults filled in). */
export type RenderJobOf<K extends RenderKind> = Base & { kind: K; format: Format<K> } & z.infer<Options<K>>;
export type RenderJobPayload = { [K in RenderKind]: RenderJobOf<K> }[RenderKind];
/** A job as a producer may write it (format and options with defaults may be left out). */
export type RenderJobInput = {
  [K in RenderKind]: Base & { kind: K; format?: Format<K> } & z.input<Options<K>>;
}[RenderKind];

const employeeLimits = (kind: RenderKind): { min?: number; max: number } => RENDER_DOCUMENTS[kind].employees;

/** One object schema per registered kind: the common ids and versions, the format, the kind's own options. */
const kinds = Object.entries(RENDER_DOCUMENTS).map(([kind, document]) =>
  z.object({
    kind: z.literal(kind),
    ...base,
    format: z.enum(document.formats as readonly [string, ...string[]]).default(document.formats[0]),
    ...document.options,
  }),
);

/**
 * What a render job carries: ids, version stamps and options only. Passport numbers, names and photos are
 * loaded by the worker from the data source, so they never sit in Redis.
 */
export const RenderJobPayload = z
  .discriminatedUnion('kind', kinds as unknown as [(typeof kinds)[number], ...(typeof kinds)[number][]])
  .refine((p) => p.versions.length === p.employeeIds.length, {
    message: 'one version per employee',
    path: ['versions'],
  })
  .refine((p) => p.employeeIds.length <= RENDER_DOCUMENTS[p.kind as RenderKind].employees.max, {
    message: 'too many employees for this document',
    path: ['employeeIds'],
  })
  .refine((p) => p.employeeIds.length >= (employeeLimits(p.kind as RenderKind).min ?? 1), {
    message: 'no employees for this document',
    path: ['employeeIds'],
  }) as unknown as z.ZodType<RenderJobPayload, RenderJobInput>;

/** The file type a job produces. */
export function outputExtension(payload: RenderJobPayload): string {
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
