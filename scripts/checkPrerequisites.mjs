// `pnpm test` runs this first (plain JavaScript, so that it starts at once, with nothing to compile): the test
// suite talks to PostgreSQL and Redis and drives system programs, and on a machine without them hundreds of tests
// fail with connection and spawn errors that explain nothing.
// Each missing piece gets one line saying how to get it, then the one Debian command that installs and
// starts them all; nothing is printed when everything is there (as on CI, where .ci/run provides them).
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';

const DATABASE_TEST_URL = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 1500;

const DEBIAN_COMMAND =
  'sudo apt-get install -y postgresql redis-server chromium poppler-utils qpdf zbar-tools libreoffice-calc-nogui' +
  ' && sudo service postgresql start && sudo service redis-server start' +
  ` && sudo -u postgres psql -c "ALTER USER postgres PASSWORD 'postgres'" -c "CREATE DATABASE test"` +
  ' && export DATABASE_TEST_URL=postgres://postgres:postgres@127.0.0.1:5432/test REDIS_TEST_URL=redis://127.0.0.1:6379';

/** @param {string} program */
function onPath(program) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    try {
      accessSync(join(dir, program), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}

/** @param {string} path */
function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function postgresProblem() {
  // pg is the API's dependency; resolved from there so the root needs no copy of it.
  const require = createRequire(new URL('../services/api/package.json', import.meta.url));
  const pg = require('pg');
  const client = new pg.Client({ connectionString: DATABASE_TEST_URL, connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error.message || error.code || 'no answer';
  } finally {
    await client.end().catch(() => {});
  }
}

function redisProblem() {
  const url = new URL(REDIS_TEST_URL);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (problem) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(TIMEOUT_MS, () => done('no answer'));
    socket.on('error', (error) => done(error.message));
    socket.on('connect', () => {
      if (url.password) socket.write(`AUTH ${decodeURIComponent(url.password)}\r\n`);
      socket.write('PING\r\n');
    });
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.includes('PONG')) done(undefined);
      else if (answer.startsWith('-')) done(answer.trim());
    });
  });
}

/** @param {string} url */
function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

const missing = [];
const [pgProblem, redis] = await Promise.all([postgresProblem(), redisProblem()]);
if (pgProblem) {
  missing.push(
    `PostgreSQL at DATABASE_TEST_URL=${redact(DATABASE_TEST_URL)} (${pgProblem}): install and start it` +
      ' (Debian: postgresql), create the database, and set DATABASE_TEST_URL.',
  );
}
if (redis) {
  missing.push(
    `Redis at REDIS_TEST_URL=${redact(REDIS_TEST_URL)} (${redis}): install and start it (Debian: redis-server)` +
      ' and set REDIS_TEST_URL.',
  );
}
if (!executable(CHROMIUM_PATH)) {
  missing.push(`Chromium at ${CHROMIUM_PATH}: Debian's chromium package (or set CHROMIUM_PATH).`);
}
const programs = [
  ['pdftotext', 'poppler-utils'],
  ['qpdf', 'qpdf'],
  ['zbarimg', 'zbar-tools'],
  ['soffice', 'libreoffice-calc-nogui'],
];
for (const [program, debianPackage] of programs) {
  if (!onPath(program)) missing.push(`${program} on the PATH: Debian's ${debianPackage} package.`);
}

if (missing.length > 0) {
  const lines = [
    'The tests need these, which this machine lacks:',
    ...missing.map((line) => `- ${line}`),
    '',
    'On Debian, one command installs and starts them all:',
    `  ${DEBIAN_COMMAND}`,
    '',
    'Or run the tests as CI does: .ci/run (as root on a Debian machine).',
  ];
  console.error(lines.join('\n'));
  process.exit(1);
}
