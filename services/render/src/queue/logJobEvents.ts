import type { Job, Worker } from 'bullmq';
import { hostname } from 'node:os';

/** Pino's levels, so one log tool reads the API's and the workers' lines alike. */
const INFO = 30;
const WARN = 40;

/**
 * One JSON line per job event of a render worker: started, finished, failed. Each names the API request that
 * asked for the job (`requestId`, as in the API's line for that request), the job and its kind; never the
 * job's data (employee and company ids, letters' text).
 */
export function logJobEvents(
  worker: Worker,
  write: (line: string) => void = (line) => void process.stdout.write(line),
): void {
  const base = { pid: process.pid, hostname: hostname() };
  const line = (level: number, job: Job | undefined, msg: string, extra: Record<string, unknown> = {}) => {
    const data = (job?.data ?? {}) as { requestId?: unknown; kind?: unknown };
    write(
      `${JSON.stringify({
        level,
        time: Date.now(),
        ...base,
        ...(typeof data.requestId === 'string' ? { requestId: data.requestId } : {}),
        job: job?.id,
        kind: typeof data.kind === 'string' ? data.kind : undefined,
        ...extra,
        msg,
      })}\n`,
    );
  };
  worker.on('active', (job) => line(INFO, job, 'render job started'));
  worker.on('completed', (job) =>
    line(INFO, job, 'render job finished', {
      ms: job.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : undefined,
    }),
  );
  // The reason is the message shown to the user (never record data) or BullMQ's own.
  worker.on('failed', (job, error) => line(WARN, job, 'render job failed', { error: error.message }));
}
