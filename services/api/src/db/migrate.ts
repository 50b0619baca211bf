import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './Database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies every migration not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await readFile(MIGRATIONS_DIR + name, 'utf8');
    if (name.includes('search_indexes') && !(await hasTrigram(db))) {
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      continue;
    }
    await db.exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
    applied.push(name);
  }
  return applied;
}

async function hasTrigram(db: Database): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'");
  return result.rows.length > 0;
}

/** Migrations this code has that the database has not applied yet (an upgrade not migrated by one process). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  let applied: Set<string>;
  try {
    applied = new Set(
      (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
    );
  } catch (error) {
    // A database never migrated has no table yet: every migration is pending.
    if ((error as { code?: string }).code === '42P01') return files;
    throw error;
  }
  return files.filter((name) => !applied.has(name));
}
