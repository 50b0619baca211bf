import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiEnvironment } from '../environment';

/**
 * The server secret that signs reset/verification links and captcha challenges: AUTH_SECRET when set,
 * otherwise one generated on first start and kept in the data folder (readable by the owner only), so links
 * stay valid across restarts without any configuration.
 */
export async function loadServerSecret(
  dataDir: string,
  environment: Pick<ApiEnvironment, 'AUTH_SECRET'>,
): Promise<string> {
  if (environment.AUTH_SECRET) return environment.AUTH_SECRET;
  const file = join(dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch {
    // First start: no secret yet.
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
