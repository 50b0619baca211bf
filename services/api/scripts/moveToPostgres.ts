import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EnvironmentError } from '@placement/domain';
import { createPgDatabase } from '../src/db/createPgDatabase';
import { openEmbeddedDatabase } from '../src/db/embedded/openEmbeddedDatabase';
import { readApiEnvironment } from '../src/environment';
import { dataDir } from '../src/openDatabase';
import { MoveRefused, moveToPostgres } from '../src/operations/moveToPostgres';

// pnpm --filter @placement/api move-to-postgres [--from <embedded DATA_DIR>] [--files-to <folder>]
// with DATABASE_URL naming the empty PostgreSQL database. The API must be stopped (the data folder is locked).
const { values } = parseArgs({ options: { from: { type: 'string' }, 'files-to': { type: 'string' } } });
try {
  const environment = readApiEnvironment();
  if (!environment.DATABASE_URL)
    throw new EnvironmentError(['DATABASE_URL must name the PostgreSQL database to fill']);
  const from = resolve(values.from ?? dataDir(environment));
  if (!existsSync(join(from, 'pglite')))
    throw new MoveRefused(
      `There is no embedded database in ${join(from, 'pglite')} (--from names the data folder).`,
    );
  const source = await openEmbeddedDatabase(from, {
    prepare: async () => {
      throw new MoveRefused(`There is no embedded database in ${from}.`);
    },
  });
  const target = await createPgDatabase({ connectionString: environment.DATABASE_URL });
  try {
    const files = join(from, 'files');
    const report = await moveToPostgres({
      source,
      target,
      files: { from: files, to: resolve(values['files-to'] ?? files) },
      log: (line) => console.log(line),
    });
    console.log(
      `\nMoved and checked ${report.length} tables (${report.reduce((sum, t) => sum + t.rows, 0)} rows): ` +
        'counts and content hashes are the same on both sides.\n' +
        `Start the API with DATABASE_URL set${values['files-to'] ? ` and DATA_DIR=${resolve(values['files-to'], '..')}` : ` and DATA_DIR=${from}`}.`,
    );
  } finally {
    await target.close();
    await source.close();
  }
} catch (error) {
  if (!(error instanceof EnvironmentError || error instanceof MoveRefused)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
