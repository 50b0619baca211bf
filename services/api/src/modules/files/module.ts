import type { ApiModule } from '../ApiModule';
import { fileRoutes } from './routes';

/** REST only: /api/uploads (POST, DELETE), /api/files/:name and /api/shared/:link/files/:name. */
export const filesModule: ApiModule = {
  name: 'files',
  schema: '',
  resolvers: {},
  permissions: {},
  routes: fileRoutes,
};
