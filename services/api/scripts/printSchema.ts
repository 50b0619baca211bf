// Prints the API's GraphQL schema (SDL) to the file given, or stdout. The web app types its operations from
// this file (gql.tada), so a schema change shows up as a type error in the screens that use it.
import { writeFile } from 'node:fs/promises';
import { printSchema } from 'graphql';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/Database';

// Building the schema touches no table: a database that refuses every call proves it.
const noDatabase = new Proxy({} as Database, {
  get: () => {
    throw new Error('printing the schema needs no database');
  },
});
const app = await buildApp({ db: noDatabase });
await app.ready();
const sdl = `${printSchema(app.graphql.schema)}\n`;
await app.close();
const target = process.argv[2];
if (target) await writeFile(target, sdl);
else process.stdout.write(sdl);
