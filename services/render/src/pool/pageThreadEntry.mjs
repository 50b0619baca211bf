// A page layout thread starts here, in plain JavaScript so that Node can load it the same way under the tsx CLI
// (API, worker, bench), under vitest and under plain node: it registers tsx with the workspace's base tsconfig
// (the templates' JSX runtime) before loading the TypeScript thread code.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: workerData.tsconfig });
await import('./pageThread.ts');
