import { hash, verify } from '@node-rs/argon2';

export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane. */
export const OWASP_ARGON2ID: PasswordHashing = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

// 2 is argon2id in @node-rs/argon2's const enum, which isolatedModules cannot import.
const ARGON2ID = 2;

export const hashPassword = (password: string, params: PasswordHashing = OWASP_ARGON2ID) =>
  hash(password, { algorithm: ARGON2ID, ...params });

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
