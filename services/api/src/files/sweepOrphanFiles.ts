import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/Database';
import { isFileName, PARTIAL_PREFIX } from './photoFiles';

/** A file on disk that no stored_files row names, older than this, was left by a process that died. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** No upload takes this long to write: an older partial file was abandoned. */
export const PARTIAL_AGE_MS = 60 * 60 * 1000;

export interface SweepResult {
  removed: string[];
}

/**
 * Removes the files a killed process left in the files folder: partial writes, and stored-looking files that no
 * stored_files row names (written, then the process died before the row was committed, or the row was deleted and
 * the process died before the file was). Only files older than the ages above: another process sharing the folder
 * may be between its write and its commit right now. Files with a row are never touched here.
 */
export async function sweepOrphanFiles(
  db: Queryable,
  filesDir: string,
  now = Date.now(),
): Promise<SweepResult> {
  let names: string[];
  try {
    names = await readdir(filesDir);
  } catch {
    return { removed: [] };
  }
  const candidates: string[] = [];
  for (const name of names) {
    const partial = name.startsWith(PARTIAL_PREFIX);
    if (!partial && !isFileName(name)) continue;
    const info = await stat(join(filesDir, name)).catch(() => null);
    if (info && now - info.mtimeMs > (partial ? PARTIAL_AGE_MS : ORPHAN_AGE_MS)) candidates.push(name);
  }
  const stored = candidates.filter((name) => !name.startsWith(PARTIAL_PREFIX));
  const known = new Set<string>();
  for (let i = 0; i < stored.length; i += 500) {
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM stored_files WHERE name = ANY($1::text[])',
      [stored.slice(i, i + 500)],
    );
    for (const row of rows) known.add(row.name);
  }
  const removed = candidates.filter((name) => !known.has(name));
  for (const name of removed) await rm(join(filesDir, name), { force: true });
  return { removed };
}
