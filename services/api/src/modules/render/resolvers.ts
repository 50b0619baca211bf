import {
  correctionLetterOptionsSchema,
  DAY_TEXT_MESSAGE,
  isDayText,
  licenceGatesDocument,
  licencePolicy,
  REQUIRED_DATA_MESSAGE,
  statusReportOptionsSchema,
  visaApplicationAvailable,
  type CorrectionLetterType,
  type RoleName,
} from '@placement/domain';
import {
  MAX_RENDER_EMPLOYEES,
  RENDER_CANCELLED_MESSAGE,
  RENDER_DOCUMENTS,
  RenderJobPayload,
  RenderQueueUnavailable,
  type RenderJobInput,
  type RenderJobState,
  type RenderKind,
} from '@placement/render';
import type { SignedInContext } from '../../context';
import { ApiError, badInput, notFound } from '../../errors';
import { checkPermission } from '../guard';
import { checkPrint } from './printCheck';
import {
  companyName,
  companySettingsVersion,
  databaseRenderDataSource,
  givenName,
  visibleEmployeeVersions,
} from './renderData';
import { jobState, readRequest, toGraph, type RequestRecord } from './renderJobs';
import { renderService } from './renderService';
import { statusReportEmployees } from './statusReportEmployees';

/** The status report is the Reports page's (spec 02 §6: reports need ViewReports), besides seeing employees. */
const REPORT_ROLE: RoleName = 'ViewReports';

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
  // The furthest progress shown in the job's current run. When a worker takes a job again after its first worker
  // died, the queue reports it active with the dead run's progress until the new worker sets it back to 0: a
  // progress bar never goes back within a run (a new run starts after the "restarting" waiting state).
  let shownInRun = -1;
  const unsubscribe = renderService(ctx.db, ctx.config).queue.subscribe(id, (state) => {
    if (state.status === 'active') {
      if (state.progress < shownInRun) return;
      shownInRun = state.progress;
    } else shownInRun = -1;
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

export const renderResolvers = {
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
