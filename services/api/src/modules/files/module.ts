import type { ApiModule } from '../ApiModule';
import { fileRoutes } from './routes';
import { uploadResolvers, uploadSchema } from './uploadMutations';

/**
 * Uploads and private files: the GraphQL upload mutations of the catalogue, and REST /api/uploads (POST,
 * DELETE), /api/files/:name, /api/shared/:link/files/:name and /api/linked/:agencyId/:agentId/files/:name.
 */
export const filesModule: ApiModule = {
  name: 'files',
  schema: uploadSchema,
  resolvers: uploadResolvers,
  permissions: {
    uploadPicture: { role: 'EditEmployees' },
    uploadProfilePicture: { signedIn: true },
    uploadCompanyPicture: { role: 'CompanyManagement' },
    uploadFile: { role: 'ViewEmployees' },
  },
  routes: fileRoutes,
};
