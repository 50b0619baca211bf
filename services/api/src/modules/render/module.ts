/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The render service lays out browser components (CV templates, documents), whose types use the DOM.
import type { FastifyInstance } from 'fastify';
import {
  correctionLetterOptionsSchema,
  DAY_TEXT_MESSAGE,
  exportFileName,
  isDayText,
  type CorrectionLetterType,
  licenceGatesDocument,
  licencePolicy,
  REQUIRED_DATA_MESSAGE,
  statusReportOptionsSchema,
  visaApplicationAvailable,
} from '@placement/domain';
import {
  MAX_RENDER_EMPLOYEES,
  RENDER_CANCELLED_MESSAGE,
  RENDER_INTERRUPTED_MESSAGE,
  RENDER_DOCUMENTS,
  RENDER_KINDS,
  RenderJobPayload,
  RenderQueueUnavailable,
  type RenderJobInput,
  type RenderJobState,
  type RenderKind,
} from '@placement/render';
import { resolveCaller } from '../../caller';
import type { ApiConfig, ApiContext, SignedInContext } from '../../context';
import type { Database, Queryable } from '../../db/Database';
import { ApiError, badInput, notFound } from '../../errors';
import type { TenantScope } from '../../tenancy/TenantScope';
import type { ApiModule } from '../ApiModule';
import { checkPermission } from '../guard';
import { attachmentDisposition } from './attachmentDisposition';
import {
  companyName,
  companySettingsVersion,
  databaseRenderDataSource,
  givenName,
  visibleEmployeeVersions,
} from './renderData';
import { closeRenderService, renderService } from './renderService';
import { queueDashboard } from './queueDashboard';
import { checkPrint } from './printCheck';
import { sharedCvDownloadRoute } from './sharedCvDownload';
import { statusReportEmployees } from './statusReportEmployees';

export { MAX_RENDER_EMPLOYEES };
const ROLE = 'ViewEmployees';
/** The status report is the Reports page's (spec 02 §6: reports need ViewReports), besides seeing employees. */
const REPORT_ROLE = 'ViewReports';

const schema = /* GraphQL */ `
  "A document the render service makes (its registry's kinds)"
  enum RenderKind {
    ${RENDER_KINDS.join('\n    ')}
  }
  "The output asked for; each kind takes some (the first is its default)"
  enum RenderFormat {
    ${[...new Set(RENDER_KINDS.flatMap((kind) => RENDER_DOCUMENTS[kind].formats))].join('\n    ')}
  }
  enum CorrectionLetterType {
    name
    sex
    issued
  }
  enum LetterAddressee {
    embassyConsulate
    ministryRecovery
  }
  input CorrectionLetterInput {
    letterType: CorrectionLetterType!
    "Needed for an issued letter"
    reason: String
    "yyyy-mm-dd, from 2023-01-01"
    letterDate: String!
    "Printed on the letter and the name of its file"
    letterNumber: String!
    addressee: LetterAddressee!
  }
  "The Amharic status report: employees in one current status who entered it between two days"
  input StatusReportInput {
    "Any status but new"
    status: String!
    "yyyy-mm-dd, from 2023-01-01"
    from: String!
    "yyyy-mm-dd, not before from"
    to: String!
    "yyyy-mm-dd, from 2023-01-01"
    letterDate: String!
    "Printed on the report and the name of its file"
    letterNumber: String!
    addressee: LetterAddressee!
  }
  input RenderRequestInput {
    kind: RenderKind!
    "The employees to print; the status report finds its own (leave it out)"
    employeeIds: [String!]
    format: RenderFormat
    "Embassy list date, or the contracts' signing date; yyyy-mm-dd, today when left out"
    date: String
    "CV placement on A4: sheet (whole page) or spec-mm (x 4 mm, y 4 mm, 200 x 290 mm)"
    placement: String
    "The letter's options, for kind letters"
    letter: CorrectionLetterInput
    "The report's options, for kind statusReport"
    report: StatusReportInput
  }
  "Something about one employee that stops a print, or that the clerk is asked to look at before printing"
  type PrintProblem {
    employeeId: String!
    "The employee's given name and surname"
    name: String!
    "What is wrong, by key (e.g. letterStatesOtherStatus, cityNotDocumentCountry)"
    code: String!
    "The same in the language asked for"
    message: String!
  }
  "What the print rules say before printing: refusals stop it (requestRender refuses too); warnings are the clerk's call"
  type PrintCheck {
    refusals: [PrintProblem!]!
    warnings: [PrintProblem!]!
  }
  input PrintCheckInput {
    kind: RenderKind!
    employeeIds: [String!]!
    "For letters: the letter type chosen"
    letterType: CorrectionLetterType
    "en, ar or am: the messages' language (en when left out)"
    language: String
  }
  type RenderJob {
    id: String!
    status: String!
    progress: Int!
    error: String
    downloadUrl: String
  }
  extend type Query {
    renderJob(id: String!): RenderJob
    "Refusals and warnings for printing these employees' document, before asking for it"
    printCheck(input: PrintCheckInput!): PrintCheck!
  }
  extend type Mutation {
    requestRender(input: RenderRequestInput!): RenderJob!
    "Stops a waiting or running job of the caller's company; it ends as failed ('The print was cancelled.')"
    cancelRender(id: String!): RenderJob!
  }
  type Subscription {
    "The job's state now, then every change until it completes or fails."
    renderJobProgress(id: String!): RenderJob
  }
`;

interface RequestRecord {
  companyId: string;
  employeeIds: string[];
  kind: string;
  extension: string;
  fileBase: string;
  /** The download's file name; records written before it existed are named from fileBase. */
  fileName?: string;
}

function toGraph(state: RenderJobState) {
  return {
    id: state.id,
    status: state.status,
    progress: Math.round(state.progress),
    error: state.error ?? null,
    downloadUrl: state.status === 'completed' ? `/api/renders/${state.id}` : null,
  };
}

async function readRequest(db: Queryable, config: ApiConfig, scope: TenantScope, id: string) {
  const { requests } = renderService(db, config);
  if (!/^[a-zA-Z]+-[0-9a-f]{32}$/u.test(id) || !(await requests.has(`${id}.json`)))
    throw notFound('Render job');
  const record = JSON.parse((await requests.read(`${id}.json`)).toString()) as RequestRecord;
  // Allowed only if the caller may still see every employee in it; a report of nobody only to its company.
  const visible = await visibleEmployeeVersions(db, scope, record.employeeIds);
  if (visible.size !== new Set(record.employeeIds).size) throw notFound('Render job');
  if (record.employeeIds.length === 0 && !scope.isSuper && record.companyId !== scope.companyId)
    throw notFound('Render job');
  return record;
}

/**
 * The job's state: from the queue, or completed when its output outlived the queue's record. `lost` says what
 * a job no queue knows and with no output is: a print asked for and never finished, lost with the process that
 * ran it (the user is told in plain words and may ask again), or nothing (cancelRender's own answer follows).
 */
async function jobState(
  db: Queryable,
  config: ApiConfig,
  id: string,
  record: RequestRecord,
  lost: 'interrupted' | 'unknown' = 'interrupted',
): Promise<RenderJobState | undefined> {
  const { queue, outputs } = renderService(db, config);
  let unavailable = false;
  const state = await queue.state(id).catch((error: unknown) => {
    if (!(error instanceof RenderQueueUnavailable)) throw error;
    unavailable = true;
    return undefined;
  });
  if (state) return state;
  // The job was removed by age; its output stays.
  const key = `${id}.${record.extension}`;
  if (await outputs.has(key)) return { id, status: 'completed', progress: 100, outputKey: key };
  if (unavailable || lost === 'unknown') return undefined;
  return { id, status: 'failed', progress: 0, error: RENDER_INTERRUPTED_MESSAGE };
}

interface RequestArgs {
  input: {
    kind: RenderKind;
    employeeIds?: string[] | null;
    format?: string | null;
    date?: string | null;
    placement?: string | null;
    letter?: Record<string, unknown> | null;
    report?: Record<string, unknown> | null;
  };
}

/** The letter's options checked by the domain rule; the first problem is the user's message. */
function letterOptions(input: RequestArgs['input']) {
  if (input.kind !== 'letters') return undefined;
  if (!input.letter) throw badInput('letter', 'Choose the letter type, date, number and addressee');
  const parsed = correctionLetterOptionsSchema.safeParse(input.letter);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw badInput(`letter.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'Invalid letter');
  }
  return parsed.data;
}

/** The report's options checked by the domain rule; the first problem is the user's message. */
function reportOptions(input: RequestArgs['input']) {
  if (input.kind !== 'statusReport') return undefined;
  if (!input.report) throw badInput('report', 'Choose the status, dates, letter number and addressee');
  const parsed = statusReportOptionsSchema.safeParse(input.report);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw badInput(`report.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'Invalid report');
  }
  return parsed.data;
}

/**
 * The employees a request prints: those asked for, or for the status report those it lists. Only the status
 * report may list nobody (a letter saying so is still sent).
 */
async function requestedEmployees(ctx: SignedInContext, input: RequestArgs['input']) {
  // Who may ask comes before what was asked: a user without the role learns nothing about the options.
  if (input.kind === 'statusReport') checkPermission({ role: REPORT_ROLE }, ctx);
  const report = reportOptions(input);
  if (report) return { ids: await statusReportEmployees(ctx.db, ctx.scope, report), report };
  const ids = [...new Set(input.employeeIds ?? [])];
  if (ids.length === 0) throw badInput('employeeIds', 'Choose at least one employee');
  return { ids, report };
}

/**
 * The visa application exists only for an employee with a visa, a passport number and an application number
 * (domain visaApplicationAvailable): asked for without them, the user is told to fill the required data. The
 * contracts print their own required-data page instead (spec 02 §4).
 */
async function checkDocumentData(ctx: SignedInContext, kind: RenderKind, ids: string[]) {
  if (kind !== 'enjaz') return;
  const employees = await databaseRenderDataSource(ctx.db, ctx.config.filesDir).employees(
    ctx.user.companyId,
    ids,
    { pictures: false },
  );
  if (!employees.every(visaApplicationAvailable)) throw badInput('employeeIds', REQUIRED_DATA_MESSAGE);
}

/**
 * The company's licence on every print or download (spec 02 §4): expired, quota and renewExpired block it,
 * renewal lets it through (the web shows that warning). The web checks first; this is the check that holds.
 */
function checkLicence(ctx: SignedInContext, kind: RenderKind) {
  if (!licenceGatesDocument(kind)) return;
  const policy = licencePolicy(ctx.user.licence, 'print');
  if (policy.blocked)
    throw new ApiError(policy.message ?? 'Licence blocked', 'LICENCE_BLOCKED', { field: 'licence' });
}

const isFinished = (state: RenderJobState) => state.status === 'completed' || state.status === 'failed';

/**
 * The job's current state, then each change from the queue, ending after completed/failed. A hand-written
 * iterator rather than an async generator so return() (client gone) unsubscribes at once, even while waiting.
 */
function progressEvents(
  ctx: SignedInContext,
  id: string,
  record: RequestRecord,
): AsyncIterableIterator<{ renderJobProgress: ReturnType<typeof toGraph> }> {
  const pending: RenderJobState[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const unsubscribe = renderService(ctx.db, ctx.config).queue.subscribe(id, (state) => {
    pending.push(state);
    wake?.();
  });
  const current = jobState(ctx.db, ctx.config, id, record).then((state) => {
    if (state && pending.length === 0) pending.push(state);
  });
  const finish = () => {
    done = true;
    unsubscribe();
    wake?.();
  };
  const iterator: AsyncIterableIterator<{ renderJobProgress: ReturnType<typeof toGraph> }> = {
    async next() {
      await current;
      while (!done && pending.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const state = pending.shift();
      if (!state) return { done: true, value: undefined };
      if (isFinished(state)) finish();
      return { done: false, value: { renderJobProgress: toGraph(state) } };
    },
    async return() {
      finish();
      pending.length = 0;
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

const resolvers = {
  Subscription: {
    renderJobProgress: {
      subscribe: async (_: unknown, { id }: { id: string }, ctx: SignedInContext) => {
        const record = await readRequest(ctx.db, ctx.config, ctx.scope, id);
        return progressEvents(ctx, id, record);
      },
    },
  },
  Query: {
    printCheck: async (
      _: unknown,
      {
        input,
      }: {
        input: {
          kind: RenderKind;
          employeeIds: string[];
          letterType?: CorrectionLetterType | null;
          language?: string | null;
        };
      },
      ctx: SignedInContext,
    ) => {
      const ids = [...new Set(input.employeeIds)];
      if (ids.length === 0) throw badInput('employeeIds', 'Choose at least one employee');
      if (ids.length > MAX_RENDER_EMPLOYEES)
        throw badInput('employeeIds', `At most ${MAX_RENDER_EMPLOYEES} employees`);
      const versions = await visibleEmployeeVersions(ctx.db, ctx.scope, ids);
      if (versions.size !== ids.length) throw notFound('Employee');
      return checkPrint(ctx, input.kind, ids, input);
    },
    renderJob: async (_: unknown, { id }: { id: string }, ctx: SignedInContext) => {
      const record = await readRequest(ctx.db, ctx.config, ctx.scope, id);
      const state = await jobState(ctx.db, ctx.config, id, record);
      return state ? toGraph(state) : null;
    },
  },
  Mutation: {
    cancelRender: async (_: unknown, { id }: { id: string }, ctx: SignedInContext) => {
      const record = await readRequest(ctx.db, ctx.config, ctx.scope, id);
      // Only the company that asked may stop it: a partner who may see the employees did not ask for this print.
      if (record.companyId !== ctx.user.companyId) throw notFound('Render job');
      const { queue } = renderService(ctx.db, ctx.config);
      const stopped = await queue.cancel(id).catch((error: unknown) => {
        if (error instanceof RenderQueueUnavailable) throw new ApiError(error.message, 'UNAVAILABLE');
        throw error;
      });
      const state = await jobState(ctx.db, ctx.config, id, record, 'unknown');
      if (state) return toGraph(state);
      // Removed from the queue before it started: nothing of it is left but the answer.
      if (stopped) return toGraph({ id, status: 'failed', progress: 0, error: RENDER_CANCELLED_MESSAGE });
      throw notFound('Render job');
    },
    requestRender: async (_: unknown, { input }: RequestArgs, ctx: SignedInContext) => {
      checkLicence(ctx, input.kind);
      const { ids, report } = await requestedEmployees(ctx, input);
      const document = RENDER_DOCUMENTS[input.kind];
      const max = document.employees.max;
      if (ids.length > max)
        throw badInput('employeeIds', max === 1 ? 'Choose one employee' : `At most ${max} employees`);
      const format = input.format ?? document.formats[0];
      if (!(document.formats as readonly string[]).includes(format))
        throw badInput('format', `Choose ${document.formats.join(' or ')}`);
      const letter = letterOptions(input);
      if (input.date != null && !isDayText(input.date)) throw badInput('date', DAY_TEXT_MESSAGE);
      const versions = await visibleEmployeeVersions(ctx.db, ctx.scope, ids);
      if (versions.size !== ids.length) throw notFound('Employee');
      await checkDocumentData(ctx, input.kind, ids);
      // A letter that would state what a record does not support is refused, every such employee named.
      if (letter) {
        const { refusals } = await checkPrint(ctx, input.kind, ids, { letterType: letter.letterType });
        if (refusals.length > 0)
          throw badInput('letter.letterType', refusals.map((refusal) => refusal.message).join(' '));
      }
      const companyId = ctx.user.companyId;
      const today = new Date().toISOString().slice(0, 10);
      const payload = {
        kind: input.kind,
        companyId,
        employeeIds: ids,
        versions: ids.map((id) => versions.get(id) as string),
        settingsVersion: await companySettingsVersion(ctx.db, companyId),
        format,
        placement: input.placement === 'spec-mm' ? 'spec-mm' : 'sheet',
        date: input.date ?? today,
        letter,
        report,
      } as RenderJobInput;
      const service = renderService(ctx.db, ctx.config);
      let state: RenderJobState;
      try {
        state = await service.queue.request(payload, { requestId: ctx.request.id });
      } catch (error) {
        if (error instanceof RenderQueueUnavailable) throw new ApiError(error.message, 'UNAVAILABLE');
        if (error instanceof Error && error.name === 'ZodError')
          throw badInput('input', 'Invalid render request');
        throw error;
      }
      const parsed = RenderJobPayload.parse(payload);
      const extension = parsed.format;
      const fileName = document.fileName({
        options: parsed as never,
        format: extension,
        companyName: await companyName(ctx.db, companyId),
        givenName: ids[0] ? await givenName(ctx.db, ids[0]) : '',
        today,
      });
      const record: RequestRecord = {
        companyId,
        employeeIds: ids,
        kind: input.kind,
        extension,
        fileBase: input.kind,
        fileName,
      };
      await service.requests.write(`${state.id}.json`, Buffer.from(JSON.stringify(record)));
      return toGraph(state);
    },
  },
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** GET /api/renders/:id — the finished file, only to a signed-in user who may see every employee in it. */
async function renderRoutes(app: FastifyInstance, deps: { db: Database; config: ApiConfig }) {
  // A stopped API leaves no layout threads or Redis connections behind.
  app.addHook('onClose', () => closeRenderService(deps.db));
  // The embedded queue resumes the prints its journal holds (a process that died mid-print) as soon as the API
  // starts, not when someone next asks.
  if (!process.env.REDIS_URL) app.addHook('onReady', async () => void renderService(deps.db, deps.config));
  await sharedCvDownloadRoute(app, deps);
  if (process.env.REDIS_URL) await queueDashboard(app, deps);
  app.get<{ Params: { id: string } }>('/api/renders/:id', async (request, reply) => {
    try {
      const caller = await resolveCaller(deps.db, deps.config, request.headers.authorization);
      checkPermission({ role: ROLE }, {
        ...caller,
        db: deps.db,
        config: deps.config,
        request,
        reply,
      } as ApiContext);
      const scope = caller.scope as TenantScope;
      const record = await readRequest(deps.db, deps.config, scope, request.params.id);
      const state = await jobState(deps.db, deps.config, request.params.id, record);
      if (!state || state.status !== 'completed' || !state.outputKey) throw notFound('Render output');
      const outputs = renderService(deps.db, deps.config).outputs;
      const data = await outputs.read(state.outputKey).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        // Made by a worker that writes elsewhere: the operator's setting, said plainly to both.
        request.log.error(
          { folder: outputs.directory },
          'a finished print is not in RENDER_OUTPUT_DIR: the API and every render worker must name one folder',
        );
        return null;
      });
      if (!data)
        return reply
          .code(503)
          .send({ message: 'The print was made but its file cannot be found. Please ask for it again.' });
      const name =
        record.fileName ?? exportFileName('cv', record.fileBase).replace(/\.pdf$/u, `.${record.extension}`);
      return reply
        .header('content-type', CONTENT_TYPES[record.extension] ?? 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(data);
    } catch (error) {
      if (error instanceof ApiError) {
        const code = String((error.extensions as Record<string, unknown> | undefined)?.code);
        const status = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : 404;
        return reply.code(status).send({ message: error.message, code });
      }
      throw error;
    }
  });
}

/**
 * Render jobs: request (CV, batch, embassy list, letters, exports, visa application, contracts, status report),
 * follow, download.
 */
export const renderModule: ApiModule = {
  name: 'render',
  schema,
  resolvers: resolvers as unknown as ApiModule['resolvers'],
  permissions: {
    renderJob: { role: ROLE },
    printCheck: { role: ROLE },
    requestRender: { role: ROLE },
    cancelRender: { role: ROLE },
    renderJobProgress: { role: ROLE },
  },
  routes: renderRoutes,
};
