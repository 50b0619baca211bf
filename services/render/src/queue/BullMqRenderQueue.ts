import { EventEmitter } from 'node:events';
import { Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { OutputStore } from '../cache/OutputStore';
import { outputKeyFor, type RenderJobResult } from '../jobs/handleRenderJob';
import { RenderJobPayload, renderJobId, type RenderJobInput } from '../jobs/RenderJobPayload';
import { blockingConnection, producerConnection } from './redisConnections';
import {
  COMPLETED_JOB_AGE_S,
  FAILED_JOB_AGE_S,
  RENDER_ATTEMPTS,
  RENDER_BACKOFF_MS,
  RENDER_CANCELLED_MESSAGE,
  RENDER_INTERRUPTED_MESSAGE,
  RenderQueueUnavailable,
  type FinishedRenderJob,
  type RenderJobCounts,
  type RenderJobState,
  type RenderQueue,
} from './RenderQueue';

export const RENDER_QUEUE_NAME = 'render';

/** The event of a job asked for here ending (job ids are the other events' names). */
const FINISHED = Symbol('finished');

/** The channel on which producers tell every worker to stop a running job (message: the job id). */
export function renderCancelChannel(prefix = 'bull'): string {
  return `${prefix}:${RENDER_QUEUE_NAME}:cancel`;
}

/** Marks a cancelled job, so one removed while waiting still reads as cancelled (for a day, as failures do). */
function cancelledKey(prefix: string | undefined, id: string): string {
  return `${prefix ?? 'bull'}:${RENDER_QUEUE_NAME}:cancelled:${id}`;
}

const cancelledState = (id: string, progress = 0): RenderJobState => ({
  id,
  status: 'failed',
  progress,
  error: RENDER_CANCELLED_MESSAGE,
});

export interface BullMqOptions {
  redisUrl: string;
  /** Key prefix, so several deployments (or test runs) share one Redis without meeting. */
  prefix?: string;
  store: OutputStore;
}

export const RENDER_JOB_OPTIONS = {
  attempts: RENDER_ATTEMPTS,
  backoff: { type: 'exponential', delay: RENDER_BACKOFF_MS },
  removeOnComplete: { age: COMPLETED_JOB_AGE_S },
  removeOnFail: { age: FAILED_JOB_AGE_S },
} as const;

/** BullMQ's reason for a job whose worker died more often than maxStalledCount allows. */
const STALLED_REASON = /stalled more than allowable limit/u;

/**
 * `workerGone`: the job is active but the worker that took it is no longer connected to Redis (killed, or its
 * machine lost): BullMQ holds it as active until its lock expires, then a worker takes it again from the start.
 */
function toState(id: string, status: string, job?: Job, workerGone = false): RenderJobState {
  // A job waiting (again, after its worker died) starts from the beginning: the progress it had is not kept.
  const progress = typeof job?.progress === 'number' && status !== 'waiting' ? job.progress : 0;
  if (status === 'completed') {
    const result = job?.returnvalue as RenderJobResult | undefined;
    return { id, status: 'completed', progress: 100, outputKey: result?.outputKey };
  }
  if (status === 'failed') {
    const reason = job?.failedReason ?? 'Render failed';
    return {
      id,
      status: 'failed',
      progress,
      error: STALLED_REASON.test(reason) ? RENDER_INTERRUPTED_MESSAGE : reason,
    };
  }
  if (status === 'active')
    return workerGone
      ? { id, status: 'waiting', progress: 0, restarting: true }
      : { id, status: 'active', progress };
  // Put back by the stalled-job check after its worker died: waiting to be taken again.
  if ((job?.stalledCounter ?? 0) > 0) return { id, status: 'waiting', progress: 0, restarting: true };
  return { id, status: 'waiting', progress: 0 };
}

/** The live workers' names, and when Redis was asked; names undefined when it cannot list its clients. */
interface WorkersSeen {
  at: number;
  names: Promise<Set<string> | undefined>;
}

/** The producer side: the API adds jobs to Redis, any number of render workers take them. */
export class BullMqRenderQueue implements RenderQueue {
  readonly queue: Queue;
  private readonly connection: Redis;
  private events?: QueueEvents;
  private eventsConnection?: Redis;
  private readonly emitter = new EventEmitter();
  /** Jobs this process added, with when: their durations are this process's to report. */
  private readonly requestedHere = new Map<string, number>();
  private workersSeen?: WorkersSeen;

  constructor(private readonly options: BullMqOptions) {
    this.connection = producerConnection(options.redisUrl);
    this.connection.on('error', () => undefined); // reported per request as RenderQueueUnavailable
    this.queue = new Queue(RENDER_QUEUE_NAME, {
      connection: this.connection,
      prefix: options.prefix,
      defaultJobOptions: RENDER_JOB_OPTIONS,
    });
    this.queue.on('error', () => undefined);
    this.emitter.setMaxListeners(0);
  }

  private rememberRequest(id: string): void {
    if (this.requestedHere.has(id)) return;
    // Bounded: a job whose end this process never heard of (Redis gone meanwhile) is forgotten eventually.
    if (this.requestedHere.size >= 10_000) this.requestedHere.delete(this.requestedHere.keys().next().value!);
    this.requestedHere.set(id, Date.now());
    this.listen();
  }

  private async ready(): Promise<void> {
    if (this.connection.status === 'ready') return;
    if (
      this.connection.status === 'connecting' ||
      this.connection.status === 'connect' ||
      this.connection.status === 'wait'
    ) {
      const ok = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 2000);
        this.connection.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (ok) return;
    }
    throw new RenderQueueUnavailable();
  }

  async request(input: RenderJobInput, asked: { requestId?: string } = {}): Promise<RenderJobState> {
    const payload = RenderJobPayload.parse(input);
    const id = renderJobId(payload);
    if (await this.options.store.has(outputKeyFor(payload))) {
      return { id, status: 'completed', progress: 100, outputKey: outputKeyFor(payload) };
    }
    await this.ready();
    try {
      await this.connection.del(cancelledKey(this.options.prefix, id));
      // Same id, same job: BullMQ ignores an add while a job with this id exists. A failed (or cancelled) one is
      // asked for again, as the in-process queue does: it is removed and added anew.
      // The request id rides beside the payload (the job id is the payload's hash) for the worker's log.
      const data = asked.requestId ? { ...payload, requestId: asked.requestId } : payload;
      let job = await this.queue.add('render', data, { jobId: id });
      let status = await job.getState();
      if (status === 'failed') {
        await job.remove();
        job = await this.queue.add('render', data, { jobId: id });
        status = await job.getState();
      }
      if (status === 'waiting' || status === 'delayed' || status === 'prioritized') this.rememberRequest(id);
      return toState(id, status, job);
    } catch {
      throw new RenderQueueUnavailable();
    }
  }

  async cancel(id: string): Promise<boolean> {
    await this.ready();
    try {
      const job = await Job.fromId(this.queue, id);
      const status = job ? await job.getState() : 'unknown';
      if (!job || status === 'completed' || status === 'failed' || status === 'unknown') return false;
      await this.connection.set(cancelledKey(this.options.prefix, id), '1', 'EX', FAILED_JOB_AGE_S);
      if (status !== 'active') {
        // A waiting job is removed; one a worker took meanwhile is locked, and is stopped like a running one.
        const removed = await job.remove().then(
          () => true,
          () => false,
        );
        if (removed) {
          this.emitter.emit(id);
          return true;
        }
      }
      await this.connection.publish(renderCancelChannel(this.options.prefix), id);
      return true;
    } catch {
      throw new RenderQueueUnavailable();
    }
  }

  async state(id: string): Promise<RenderJobState | undefined> {
    await this.ready();
    try {
      // State first, then the record: a job read before its state could miss the result or failure reason.
      const status = await this.queue.getJobState(id);
      if (status === 'unknown')
        return (await this.connection.exists(cancelledKey(this.options.prefix, id)))
          ? cancelledState(id)
          : undefined;
      const job = await Job.fromId(this.queue, id);
      if (!job) return undefined;
      return toState(id, status, job, status === 'active' && (await this.workerGone(job)));
    } catch {
      throw new RenderQueueUnavailable();
    }
  }

  /**
   * Whether the worker running `job` has left Redis. Every worker's blocking connection is named after it
   * (createRenderWorker) and the job records that name when taken, so the client list answers at once when a
   * worker dies, where the job's lock would answer only when it expires. The list is read at most once a second,
   * unless it was read before this job was taken (a new worker is not yet in it). Unknown (Redis without
   * CLIENT LIST, or a worker of an older release without a name): not gone.
   */
  private async workerGone(job: Job): Promise<boolean> {
    if (!job.processedBy) return false;
    const now = Date.now();
    if (!this.workersSeen || now - this.workersSeen.at > 1000 || this.workersSeen.at < (job.processedOn ?? 0))
      this.workersSeen = { at: now, names: this.liveWorkers() };
    const names = await this.workersSeen.names;
    return names !== undefined && !names.has(job.processedBy);
  }

  private async liveWorkers(): Promise<Set<string> | undefined> {
    const clients = (await this.queue.getWorkers().catch(() => undefined)) as
      Array<{ rawname?: string }> | undefined;
    // BullMQ's answer where CLIENT LIST is refused carries no client names.
    if (!clients || clients.some((client) => client.rawname === undefined)) return undefined;
    const named = `:${Buffer.from(RENDER_QUEUE_NAME).toString('base64')}:w:`;
    return new Set(
      clients.flatMap(({ rawname = '' }) => {
        const at = rawname.indexOf(named);
        return at === -1 ? [] : [rawname.slice(at + named.length)];
      }),
    );
  }

  async counts(): Promise<RenderJobCounts> {
    await this.ready();
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed');
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0),
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  /**
   * Jobs asked for through this process only: with several API processes each reports the jobs it was asked
   * for, so the sum over processes counts every job once.
   */
  onFinished(listener: (finished: FinishedRenderJob) => void): void {
    this.listen();
    this.emitter.on(FINISHED, listener);
  }

  private finished(jobId: string, status: FinishedRenderJob['status']): void {
    const requestedAt = this.requestedHere.get(jobId);
    if (requestedAt === undefined) return;
    this.requestedHere.delete(jobId);
    this.emitter.emit(FINISHED, { status, seconds: (Date.now() - requestedAt) / 1000 });
  }

  subscribe(id: string, listener: (state: RenderJobState) => void): () => void {
    this.listen();
    let last = '';
    let stopped = false;
    const onChange = () => {
      void this.state(id)
        .then((state) => {
          if (!state || stopped) return;
          if (state.status === 'completed' || state.status === 'failed') clearInterval(poll);
          const seen = `${state.status}:${state.progress}`;
          if (seen === last) return;
          last = seen;
          listener(state);
        })
        .catch(() => undefined);
    };
    this.emitter.on(id, onChange);
    // QueueEvents only hears what happens after its blocking read has started, so a job that ends in that gap
    // (a fast render, a loaded machine) would never be reported: the state is also read every second until
    // the job has ended, and repeats of the same state are not passed on.
    const poll = setInterval(onChange, 1000);
    poll.unref();
    void this.events
      ?.waitUntilReady()
      .then(onChange)
      .catch(() => undefined);
    return () => {
      stopped = true;
      clearInterval(poll);
      this.emitter.off(id, onChange);
    };
  }

  private listen(): void {
    if (this.events) return;
    this.eventsConnection = blockingConnection(this.options.redisUrl);
    this.events = new QueueEvents(RENDER_QUEUE_NAME, {
      connection: this.eventsConnection,
      prefix: this.options.prefix,
    });
    this.events.on('error', () => undefined);
    for (const event of ['waiting', 'active', 'progress', 'completed', 'failed'] as const) {
      this.events.on(event, ({ jobId }: { jobId: string }) => this.emitter.emit(jobId));
    }
    this.events.on('completed', ({ jobId }) => this.finished(jobId, 'completed'));
    // A failed attempt that will be tried again is not the end of the job.
    this.events.on('failed', ({ jobId }) => {
      void Job.fromId(this.queue, jobId)
        .then(async (job) => (!job || (await job.getState()) === 'failed') && this.finished(jobId, 'failed'))
        .catch(() => undefined);
    });
  }

  async close(): Promise<void> {
    await this.events?.close();
    this.eventsConnection?.disconnect();
    await this.queue.close().catch(() => undefined);
    this.connection.disconnect();
  }
}
