// `pnpm --filter @placement/web bundle-report`: after `vite build`, what each first visit loads and what /login's
// JavaScript weighs against its budget (issue 14), read from Vite's manifest with each file gzipped (level 9).
// Exits with 1 when /login is over budget.
import { resolve } from 'node:path';
import { LOGIN_BUDGET_BYTES, LOGIN_ROUTE, routeJavaScript, type LoadedChunk } from './routeJavaScript';

const distDir = resolve(import.meta.dirname, '../dist');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const pages: Array<{ page: string; modules: string[] }> = [
  { page: '/login', modules: LOGIN_ROUTE },
  { page: '/home', modules: ['src/features/public/routes/HomePage.tsx'] },
  {
    page: '/app/employees (signed in)',
    modules: [
      'src/app/apollo/ApolloBoundary.tsx',
      'src/app/routing/RequireSignIn.tsx',
      'src/i18n/en.ts',
      'src/features/employees/routes/EmployeesPage.tsx',
    ],
  },
];

const total = (chunks: LoadedChunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

let overBudget = false;
for (const { page, modules } of pages) {
  const chunks = routeJavaScript(distDir, modules).sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(`\n${page}: ${kb(total(chunks))} gzip in ${chunks.length} files`);
  for (const chunk of chunks) {
    console.log(`  ${kb(chunk.gzipBytes).padStart(9)}  ${kb(chunk.bytes).padStart(9)} raw  ${chunk.source}`);
  }
  if (modules === LOGIN_ROUTE) {
    const verdict = total(chunks) <= LOGIN_BUDGET_BYTES ? 'within' : 'OVER';
    overBudget = verdict === 'OVER';
    console.log(
      `  budget ${kb(LOGIN_BUDGET_BYTES)}: ${verdict} (${kb(LOGIN_BUDGET_BYTES - total(chunks))} left)`,
    );
  }
}
process.exitCode = overBudget ? 1 : 0;
