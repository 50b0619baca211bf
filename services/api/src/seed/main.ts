import { join } from 'node:path';
import { readApiEnvironment } from '../environment';
import { dataDir, openDatabase } from '../openDatabase';
import { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemo } from './seedDemo';

// `pnpm seed`: fills an empty database (PGlite in the data folder, or DATABASE_URL) with the demo data.
const environment = readApiEnvironment();
const filesDir = join(dataDir(environment), 'files');
let seeded = false;
const db = await openDatabase(environment, {
  seedNew: async (created) => {
    await seedDemo(created, { filesDir });
    seeded = true;
  },
});
if (seeded || (await isDatabaseEmpty(db))) {
  if (!seeded) await seedDemo(db, { filesDir });
  console.log(
    `Seeded. Sign in as ${DEMO_USERS.admin} (or ${DEMO_USERS.super}) with password ${DEMO_PASSWORD}.`,
  );
} else {
  console.log('The database already has users: nothing seeded.');
}
await db.close();
