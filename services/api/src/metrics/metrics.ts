import type { RenderQueue } from '@placement/render';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches (docs/deployment.md, "What to watch"): request latency by GraphQL operation, errors,
 * rate-limit refusals, render jobs waiting/active/failed and how long they take. One registry per app, so
 * several apps in one process (tests) do not share counters.
 */
export interface ApiMetrics {
  registry: Registry;
  /** Records one finished HTTP request. `operation` is the GraphQL operation (or the route). */
  request(observed: { operation: string; status: number; seconds: number; errorCodes: string[] }): void;
  /** Reports this queue's jobs: counts read at each scrape, durations as jobs end. */
  followRenderQueue(queue: RenderQueue): void;
}

export function createMetrics(): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'placement_process_' });
  const duration = new Histogram({
    name: 'placement_request_duration_seconds',
    help: 'Time to answer a request, by GraphQL operation (type and first root field) or route',
    labelNames: ['operation'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'placement_request_errors_total',
    help: 'Requests answered with an error: GraphQL errors by code, HTTP 5xx as SERVER_ERROR',
    labelNames: ['operation', 'code'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'placement_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (sign-in failures, resets, share-link guesses, ...)',
    labelNames: ['operation'],
    registers: [registry],
  });
  const followed = new Set<RenderQueue>();
  new Gauge({
    name: 'placement_render_jobs',
    help: 'Render jobs by state now (with BullMQ: the whole queue, every process alike)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const totals = { waiting: 0, active: 0, failed: 0 };
      for (const queue of followed) {
        // A queue that cannot be read (Redis down) reports nothing rather than failing the whole scrape.
        const counts = await queue.counts().catch(() => undefined);
        if (!counts) continue;
        totals.waiting += counts.waiting;
        totals.active += counts.active;
        totals.failed += counts.failed;
      }
      for (const [state, count] of Object.entries(totals)) this.set({ state }, count);
    },
  });
  const renderDuration = new Histogram({
    name: 'placement_render_job_duration_seconds',
    help: 'From asking for a print to its end (waiting included), by how it ended; jobs asked for here',
    labelNames: ['status'],
    buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
    registers: [registry],
  });
  return {
    registry,
    request({ operation, status, seconds, errorCodes }) {
      duration.observe({ operation }, seconds);
      if (status >= 500) errors.inc({ operation, code: 'SERVER_ERROR' });
      if (status === 429) refusals.inc({ operation });
      for (const code of errorCodes) {
        errors.inc({ operation, code });
        if (code === 'RATE_LIMITED') refusals.inc({ operation });
      }
    },
    followRenderQueue(queue) {
      if (followed.has(queue)) return;
      followed.add(queue);
      queue.onFinished(({ status, seconds }) => renderDuration.observe({ status }, seconds));
    },
  };
}
