// A page layout thread (a piscina worker) starts here, in plain JavaScript so that Node can load it the same way
// under the tsx CLI (API, worker, bench), under vitest and under plain node: it registers tsx with the workspace's
// base tsconfig (the templates' JSX runtime) before loading the TypeScript thread code.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.base.json', import.meta.url)) });
const { layOutOnThread } = await import('./pageThread.ts');

export default layOutOnThread;
