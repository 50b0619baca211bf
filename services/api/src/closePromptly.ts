import type { FastifyInstance } from 'fastify';

/** How long a close waits for responses still being sent before it cuts their connections. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Makes app.close() end every keep-alive connection, not only those idle at the moment it starts.
 * - A response still being streamed then (a photo, a download) finishes afterwards on a connection that the close's
 *   single sweep of idle connections missed; Node would hold it, and the close, open for the whole keep-alive timeout
 *   (72 s). CI saw a test's teardown time out that way after a photo request whose body the test had not read. Such a
 *   connection is now ended as soon as its response is finished.
 * - A client that stops reading a large download would hold the close for ever; after the grace its connection is
 *   cut.
 */
export function closePromptly(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): void {
  let closing = false;
  let grace: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    grace = setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  });
  // A close that ended within the grace leaves no timer behind.
  app.addHook('onClose', async () => clearTimeout(grace));
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
}
