import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import type { ApiModule } from '../ApiModule';
import { importEmployees } from './importEmployees';
import { importVisas } from './importVisas';
import { importsSchema } from './schema';

type Rows = ReadonlyArray<{ row: number } & Record<string, unknown>>;

const resolvers: IResolvers = {
  Mutation: {
    importEmployees: (_root, args: { rows: Rows; dryRun?: boolean | null; owner?: string | null }, ctx) =>
      importEmployees(ctx as SignedInContext, args),
    importVisas: (_root, args: { rows: Rows; dryRun?: boolean | null }, ctx) =>
      importVisas(ctx as SignedInContext, args),
  },
};

/** Bulk import of employees and visas from a spreadsheet (the web reads the file; rows come here). */
export const importsModule: ApiModule = {
  name: 'imports',
  schema: importsSchema,
  resolvers,
  // Adding many is adding: the same roles as the entry forms' new records.
  permissions: {
    importEmployees: { role: 'AddEmployees' },
    importVisas: { role: 'AddVisas' },
  },
};
