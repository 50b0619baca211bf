import type { ApiModule } from '../ApiModule';
import { passportScanRoutes } from './routes';

/** Reading a passport scan's machine-readable lines (REST POST /api/passport-scan/mrz); no GraphQL fields. */
export const passportScanModule: ApiModule = {
  name: 'passportScan',
  schema: '',
  resolvers: {},
  permissions: {},
  routes: passportScanRoutes,
};
