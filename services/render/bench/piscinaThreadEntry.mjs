// A layout thread of the bench's piscina pool: registers tsx with the workspace's base tsconfig (the templates' JSX
// runtime), as the service's own thread entry does, then lays out whatever page piscina hands it.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.base.json', import.meta.url)) });
const { layOutPage } = await import('../src/pool/layOutPage.ts');

export default ({ description, scale }) => layOutPage(description, scale);
