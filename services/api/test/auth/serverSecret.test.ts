import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServerSecret } from '../../src/auth/serverSecret';

describe('loadServerSecret', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('generates a 256-bit secret once, owner-readable only, and keeps it across restarts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'secret-'));
    const first = await loadServerSecret(join(dir, 'data'), {});
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(await loadServerSecret(join(dir, 'data'), {})).toBe(first);
    expect((await readFile(join(dir, 'data', 'auth-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dir, 'data', 'auth-secret'))).mode & 0o077).toBe(0);
  });

  it('uses AUTH_SECRET when set and writes nothing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'secret-'));
    expect(await loadServerSecret(join(dir, 'data'), { AUTH_SECRET: 'from-env' })).toBe('from-env');
    await expect(stat(join(dir, 'data'))).rejects.toThrow();
  });
});
