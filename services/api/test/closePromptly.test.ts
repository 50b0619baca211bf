import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { closePromptly } from '../src/closePromptly';

/** Node's own keep-alive timeout under Fastify, which a close would otherwise wait out. */
const KEEP_ALIVE_MS = 72_000;

describe('closing the API', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.server.closeAllConnections());

  const start = async (graceMs: number) => {
    app = Fastify();
    closePromptly(app, graceMs);
    // A response that is still being written 300 ms after its headers went out.
    app.get('/slow', (_request, reply) => {
      const body = new Readable({ read() {} });
      body.push('first part');
      setTimeout(() => {
        body.push('last part');
        body.push(null);
      }, 300);
      return reply.send(body);
    });
    // 64 MB streamed, far more than the sockets hold, as a stored file is sent.
    const megabyte = Buffer.alloc(1024 * 1024);
    app.get('/large', (_request, reply) =>
      reply.send(Readable.from(Array.from({ length: 64 }, () => megabyte))),
    );
    return app.listen({ port: 0, host: '127.0.0.1' });
  };

  const closingTime = async () => {
    const started = performance.now();
    await app!.close();
    return performance.now() - started;
  };

  it('ends a keep-alive connection as soon as the response it was still sending is finished', async () => {
    const url = await start(KEEP_ALIVE_MS * 2);
    const response = await fetch(`${url}/slow`);
    expect(response.status).toBe(200);
    // The body is left unread: the response finishes on its own after the close has begun.
    expect(await closingTime()).toBeLessThan(KEEP_ALIVE_MS / 4);
  });

  it('cuts a download its client stopped reading once the grace is over', async () => {
    const url = new URL(await start(500));
    // A client that reads the first bytes and then no more: the server cannot finish writing 64 MB.
    const client = connect(Number(url.port), url.hostname);
    client.write(`GET /large HTTP/1.1\r\nhost: ${url.host}\r\n\r\n`);
    await new Promise<void>((resolve) => client.once('data', () => resolve()));
    client.pause();
    try {
      expect(await closingTime()).toBeLessThan(KEEP_ALIVE_MS / 4);
    } finally {
      client.destroy();
    }
  });
});
