import type { MercuriusLoaders } from 'mercurius';
import type { ApiModule } from '../ApiModule';
import { visasLoaders, visasResolvers } from './resolvers';
import { visasSchema } from './schema';

export const visasModule: ApiModule = {
  name: 'visas',
  schema: visasSchema,
  resolvers: visasResolvers,
  loaders: visasLoaders as unknown as MercuriusLoaders,
  permissions: {
    visas: { role: 'ViewVisas' },
    getVisa: { role: 'ViewVisas' },
    createVisa: {
      save: {
        recordId: (args) => (args.input as { _id?: string } | undefined)?._id,
        create: { role: 'AddVisas' },
        update: { role: 'EditVisas' },
      },
    },
    deleteVisa: { role: 'DeleteVisas' },
  },
};
