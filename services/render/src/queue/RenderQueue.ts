import type { RenderJobInput } from '../jobs/RenderJobPayload';

export type RenderJobStatus = 'waiting' | 'active' | 'completed' | 'failed';

export interface RenderJobState {
  id: string;
  status: RenderJobStatus;
  /** 0-100. */
  progress: number;
  /** Set when completed: the file's name in the output store. */
  outputKey?: string;
  /** Set when failed: a message for the user, never record data. */
  error?: string;
  /**
   * True while the job waits to start again from the beginning because the process making it stopped (a worker
   * killed or its machine lost, or the embedded service restarted): status waiting, progress 0.
   */
  restarting?: boolean;
}

/** Raised by a producer that cannot reach its queue (Redis down): answered to the user as a clear error. */
export class RenderQueueUnavailable extends Error {
  override name = 'RenderQueueUnavailable';
  constructor() {
    super('The render service is unavailable right now. Please try again in a minute.');
  }
}

/**
 * What the user is told when the process or worker making a print died and it could not be finished (the
 * worker killed again and again, or the job lost with its process): plain words and what to do, never a queue's
 * own text.
 */
export const RENDER_INTERRUPTED_MESSAGE =
  'The print was interrupted before it was finished. Please ask for it again.';

/** The failure a cancelled job ends with: whoever follows it is told, and a new request renders it again. */
export const RENDER_CANCELLED_MESSAGE = 'The print was cancelled.';

/**
 * The API's view of rendering: request a job (deduplicated by its content id), read its state, follow its
 * progress. Two implementations: BullMQ when REDIS_URL is set, in-process otherwise.
 */
export interface RenderQueue {
  /** `requestId`: the API request that asked, written in the render worker's log lines for the job. */
  request(payload: RenderJobInput, asked?: { requestId?: string }): Promise<RenderJobState>;
  state(id: string): Promise<RenderJobState | undefined>;
  /** Calls back on every change of the job until unsubscribed. */
  subscribe(id: string, listener: (state: RenderJobState) => void): () => void;
  /**
   * Stops a job that is waiting (removed) or running (its handler stops at the next page or row); it ends as
   * failed with RENDER_CANCELLED_MESSAGE and writes no output. False when there is nothing to stop.
   */
  cancel(id: string): Promise<boolean>;
  close(): Promise<void>;
  /** Jobs by state right now (every process's, with BullMQ), for the operator's metrics. */
  counts(): Promise<RenderJobCounts>;
  /** Calls back when a job asked for through this queue ends, with how long it took from the request. */
  onFinished(listener: (finished: FinishedRenderJob) => void): void;
}

export interface RenderJobCounts {
  /** Waiting for a worker, or for a retry after a transient fault. */
  waiting: number;
  active: number;
  /** Failed and still remembered (a day). */
  failed: number;
}

export interface FinishedRenderJob {
  status: 'completed' | 'failed';
  /** From the request to the end: the wait the user saw. */
  seconds: number;
}

/**
 * Where a queue that runs jobs itself (the in-process one) writes its job lines: the fields and message of the
 * render worker's lines (logJobEvents), through the API's own logger, so both read alike. Never the job's data.
 */
export type RenderJobLog = (
  level: 'info' | 'warn',
  fields: { requestId?: string; job: string; kind: string; ms?: number; error?: string },
  msg: 'render job started' | 'render job finished' | 'render job failed',
) => void;

/** Retry policy shared by both queues: three attempts, backoff 1 s then 2 s, for transient faults only. */
export const RENDER_ATTEMPTS = 3;
export const RENDER_BACKOFF_MS = 1000;
/** Finished jobs are forgotten after an hour (their outputs stay in the store), failed ones after a day. */
export const COMPLETED_JOB_AGE_S = 3600;
export const FAILED_JOB_AGE_S = 86_400;
