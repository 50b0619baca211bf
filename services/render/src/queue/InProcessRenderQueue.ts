import { EventEmitter } from 'node:events';
import {
  handleRenderJob,
  InvalidRenderJob,
  outputKeyFor,
  type RenderJobContext,
} from '../jobs/handleRenderJob';
import { RenderJobPayload, renderJobId, type RenderJobInput } from '../jobs/RenderJobPayload';
import type { OutputStore } from '../cache/OutputStore';
import { closeSharedPagePool } from '../pool/sharedPagePool';
import {
  RenderQueueUnavailable,
  COMPLETED_JOB_AGE_S,
  FAILED_JOB_AGE_S,
  RENDER_ATTEMPTS,
  RENDER_BACKOFF_MS,
  RENDER_CANCELLED_MESSAGE,
  type FinishedRenderJob,
  type RenderJobCounts,
  type RenderJobLog,
  type RenderJobState,
  type RenderQueue,
} from './RenderQueue';

interface Entry {
  state: RenderJobState;
  /** The API request that asked for it, written in its job lines. */
  requestId?: string;
  requestedAt: number;
  finishedAt?: number;
}

/** The event of any job ending (job ids are the other events' names). */
const FINISHED = Symbol('finished');

/**
 * The embedded default: jobs run one at a time in this process through the same handler the BullMQ worker
 * uses, with the same dedup, retry and expiry rules. With a journal, every job asked for is written down until
 * it ends, and a new queue on the same journal (the process restarted after a crash or a kill) asks for those
 * jobs again: a print running when the process died resumes under the same id instead of being forgotten.
 */
export class InProcessRenderQueue implements RenderQueue {
  private readonly jobs = new Map<string, Entry>();
  private readonly events = new EventEmitter();
  /** The run each waiting or running job will make, by job id: aborting it cancels that run alone. */
  private readonly runs = new Map<string, AbortController>();
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  /** The journal's jobs asked for again; reads wait for it, so a resumed job is never answered as unknown. */
  private readonly resumed: Promise<void>;

  constructor(
    private readonly context: Omit<RenderJobContext, 'progress'>,
    private readonly backoffMs = RENDER_BACKOFF_MS,
    private readonly journal?: OutputStore,
    /** Job lines as a render worker writes them (started, finished, failed), with the asking request's id. */
    private readonly log?: RenderJobLog,
  ) {
    this.events.setMaxListeners(0);
    this.resumed = this.resume();
  }

  private async resume(): Promise<void> {
    if (!this.journal) return;
    for (const key of await this.journal.keys()) {
      try {
        const payload = RenderJobPayload.parse(JSON.parse((await this.journal.read(key)).toString('utf8')));
        await this.enqueue(payload, true);
      } catch {
        // Unreadable or from an older release: nothing to resume; whoever asked is told the print ended.
        await this.journal.remove(key);
      }
    }
  }

  async request(input: RenderJobInput, asked: { requestId?: string } = {}): Promise<RenderJobState> {
    // A stopping service takes no new work: the caller gets the same clear answer as with Redis down.
    if (this.closed) throw new RenderQueueUnavailable();
    await this.resumed;
    return this.enqueue(RenderJobPayload.parse(input), false, asked.requestId);
  }

  /** `resumed`: the job was running or waiting when the process died, and starts again from the beginning. */
  private async enqueue(
    payload: RenderJobPayload,
    resumed = false,
    requestId?: string,
  ): Promise<RenderJobState> {
    const id = renderJobId(payload);
    this.prune();
    const existing = this.jobs.get(id);
    if (existing && existing.state.status !== 'failed') return existing.state;
    if (await this.context.store.has(outputKeyFor(payload))) {
      return this.set(id, { id, status: 'completed', progress: 100, outputKey: outputKeyFor(payload) });
    }
    await this.journal?.write(`${id}.json`, Buffer.from(JSON.stringify(payload)));
    const state = this.set(id, { id, status: 'waiting', progress: 0, ...(resumed && { restarting: true }) });
    this.jobs.get(id)!.requestId = requestId;
    const run = new AbortController();
    this.runs.set(id, run);
    this.chain = this.chain.then(() => this.run(id, payload, run.signal));
    return state;
  }

  async cancel(id: string): Promise<boolean> {
    const run = this.runs.get(id);
    const entry = this.jobs.get(id);
    if (!run || !entry || entry.finishedAt !== undefined) return false;
    this.runs.delete(id);
    run.abort();
    this.set(id, { id, status: 'failed', progress: entry.state.progress, error: RENDER_CANCELLED_MESSAGE });
    return true;
  }

  async state(id: string): Promise<RenderJobState | undefined> {
    await this.resumed;
    return this.jobs.get(id)?.state;
  }

  async counts(): Promise<RenderJobCounts> {
    const counts = { waiting: 0, active: 0, failed: 0 };
    for (const { state } of this.jobs.values()) if (state.status !== 'completed') counts[state.status]++;
    return counts;
  }

  onFinished(listener: (finished: FinishedRenderJob) => void): void {
    this.events.on(FINISHED, listener);
  }

  subscribe(id: string, listener: (state: RenderJobState) => void): () => void {
    this.events.on(id, listener);
    return () => this.events.off(id, listener);
  }

  /** Waits for running work to finish: graceful shutdown. */
  async close(): Promise<void> {
    this.closed = true;
    await this.chain;
    await closeSharedPagePool();
  }

  /** keepJournal: the job ends here but is still owed (the service stops): the next start resumes it. */
  private set(id: string, state: RenderJobState, keepJournal = false): RenderJobState {
    const finished = state.status === 'completed' || state.status === 'failed';
    const previous = this.jobs.get(id);
    const requestedAt = previous && !previous.finishedAt ? previous.requestedAt : Date.now();
    this.jobs.set(id, {
      state,
      requestId: previous?.requestId,
      requestedAt,
      finishedAt: finished ? Date.now() : undefined,
    });
    if (finished && previous && !previous.finishedAt)
      this.events.emit(FINISHED, {
        status: state.status as FinishedRenderJob['status'],
        seconds: (Date.now() - requestedAt) / 1000,
      } satisfies FinishedRenderJob);
    if (finished && !keepJournal) void this.journal?.remove(`${id}.json`);
    this.events.emit(id, state);
    return state;
  }

  private prune(): void {
    const now = Date.now();
    for (const [id, entry] of this.jobs) {
      if (entry.finishedAt === undefined) continue;
      const age = entry.state.status === 'failed' ? FAILED_JOB_AGE_S : COMPLETED_JOB_AGE_S;
      if (now - entry.finishedAt > age * 1000) this.jobs.delete(id);
    }
  }

  private async run(id: string, payload: RenderJobPayload, signal: AbortSignal): Promise<void> {
    try {
      await this.attempts(id, payload, signal);
    } finally {
      if (this.runs.get(id)?.signal === signal) this.runs.delete(id);
    }
  }

  /** A cancelled run stops where it is and leaves the state cancel() set. */
  private async attempts(id: string, payload: RenderJobPayload, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return;
    if (this.closed) {
      // Jobs still waiting when the service stops end as failed, so whoever follows them is told, not left waiting.
      this.set(id, { id, status: 'failed', progress: 0, error: new RenderQueueUnavailable().message }, true);
      return;
    }
    const line = (level: 'info' | 'warn', msg: Parameters<RenderJobLog>[2], extra = {}) =>
      this.log?.(
        level,
        { requestId: this.jobs.get(id)?.requestId, job: id, kind: payload.kind, ...extra },
        msg,
      );
    for (let attempt = 1; ; attempt++) {
      this.set(id, { id, status: 'active', progress: 0 });
      line('info', 'render job started');
      const started = Date.now();
      try {
        const result = await handleRenderJob(payload, {
          ...this.context,
          signal,
          progress: (progress) => {
            if (!signal.aborted) this.set(id, { id, status: 'active', progress });
          },
        });
        if (signal.aborted) return;
        this.set(id, { id, status: 'completed', progress: 100, outputKey: result.outputKey });
        line('info', 'render job finished', { ms: Date.now() - started });
        return;
      } catch (error) {
        if (signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        line('warn', 'render job failed', { error: message });
        if (error instanceof InvalidRenderJob || attempt >= RENDER_ATTEMPTS) {
          this.set(id, { id, status: 'failed', progress: 0, error: message });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 1)));
        if (signal.aborted) return;
      }
    }
  }
}
