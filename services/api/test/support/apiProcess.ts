import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const API_DIR = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** The API as `pnpm start` runs it (services/api src/main.ts), as a real child process a test can kill. */
export interface ApiProcess {
  pid: number;
  url: string;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves when the output matches, rejects if the process exits first or the time runs out. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  kill: (signal: NodeJS.Signals) => void;
}

export async function spawnApi(dataDir: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The API alone: no built web app, so the test does not depend on one.
    WEB_DIR: resolve(dataDir, 'no-web-app'),
    TSX_TSCONFIG_PATH: resolve(API_DIR, '../../tsconfig.base.json'),
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  if (!env.REDIS_URL) delete childEnv.REDIS_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const listener of listeners) listener();
  });
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    kill: (signal) => {
      if (!hasExited) child.kill(signal);
    },
    waitFor: (pattern, timeoutMs = 120_000) =>
      new Promise<void>((done, fail) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          fail(new Error(`timed out waiting for ${pattern} in:\n${output}`));
        }, timeoutMs);
        const check = () => {
          if (pattern.test(output)) {
            clearTimeout(timer);
            listeners.delete(check);
            done();
          } else if (hasExited) {
            clearTimeout(timer);
            listeners.delete(check);
            fail(new Error(`the process exited before ${pattern}:\n${output}`));
          }
        };
        listeners.add(check);
        check();
      }),
  };
}

/** The line the API prints once it listens. */
export const READY = /is ready/;

/** One GraphQL request to a started API process (its base address), as the web app sends it. */
export async function graphqlAt(url: string, query: string, variables: object = {}, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read by path
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
}

/** A token of the demo agency's admin, signed in on a started API process seeded with the demo data. */
export async function signInDemoAdmin(url: string): Promise<string> {
  const answer = await graphqlAt(url, 'mutation ($input: AuthInput!) { authUser(input: $input) { token } }', {
    input: { email: 'admin@addisstar.demo', password: 'demo1234' },
  });
  return answer.data!.authUser.token as string;
}
