import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { employeeInput } from '../../fixtures';
import { startTestApi, type TestApi } from '../../support/testApi';

interface Message {
  type: string;
  id?: string;
  payload?: unknown;
}

/** Opens a graphql-transport-ws connection, subscribes once and collects messages until complete or error. */
async function subscribe(url: string, token: string | null, id: string): Promise<Message[]> {
  const socket = new WebSocket(url.replace(/^http/u, 'ws'), 'graphql-transport-ws');
  const messages: Message[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`timed out: ${JSON.stringify(messages)}`));
    }, 60_000);
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: token ? { authorization: `Bearer ${token}` } : {},
        }),
      ),
    );
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Message;
      messages.push(message);
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: {
              query: `subscription ($id: String!) { renderJobProgress(id: $id) { id status progress downloadUrl } }`,
              variables: { id },
            },
          }),
        );
      }
      if (message.type === 'complete' || message.type === 'error') {
        clearTimeout(timer);
        socket.close();
        resolve(messages);
      }
    });
    socket.on('error', reject);
  });
}

describe('render job progress over a websocket subscription', () => {
  let api: TestApi;
  let filesDir: string;
  let jobId: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-render-ws-'));
    api = await startTestApi('pglite', { filesDir });
    const created = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput() },
      api.tokens.adminA,
    );
    const requested = await api.gql(
      `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { id } }`,
      { input: { kind: 'cv', employeeIds: [created.data!.createEmployee._id], format: 'pdf' } },
      api.tokens.adminA,
    );
    jobId = requested.data!.requestRender.id as string;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('streams the job until it completes, with progress never going back', async () => {
    const messages = await subscribe(api.url, api.tokens.adminA, jobId);
    const states = messages
      .filter((message) => message.type === 'next')
      .map((message) => (message.payload as { data: { renderJobProgress: Record<string, unknown> } }).data);
    expect(states.length).toBeGreaterThan(0);
    const progress = states.map((state) => state.renderJobProgress.progress as number);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(states.at(-1)!.renderJobProgress).toEqual({
      id: jobId,
      status: 'completed',
      progress: 100,
      downloadUrl: `/api/renders/${jobId}`,
    });
    expect(messages.at(-1)!.type).toBe('complete');
  }, 90_000);

  it("refuses another company's user like an unknown job, and a user without the role", async () => {
    const other = await subscribe(api.url, api.tokens.adminB, jobId);
    expect(JSON.stringify(other.at(-1))).toContain('Render job not found');
    expect(other.some((message) => message.type === 'next')).toBe(false);
    const noRole = await subscribe(api.url, api.tokens.plainA, jobId);
    expect(JSON.stringify(noRole.at(-1))).toContain('ViewEmployees');
    const anonymous = await subscribe(api.url, null, jobId);
    expect(JSON.stringify(anonymous.at(-1))).toContain('authorized');
  }, 90_000);
});
