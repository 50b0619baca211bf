/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The render service lays out browser components (CV templates, documents), whose types use the DOM.
import type { ApiModule } from '../ApiModule';
import { RENDER_ROLE } from './renderJobs';
import { renderResolvers } from './resolvers';
import { renderRoutes } from './routes';
import { renderSchema } from './schema';

/**
 * Render jobs: request (CV, batch, embassy list, letters, exports, visa application, contracts, status report),
 * follow, download.
 */
export const renderModule: ApiModule = {
  name: 'render',
  schema: renderSchema,
  resolvers: renderResolvers as unknown as ApiModule['resolvers'],
  permissions: {
    renderJob: { role: RENDER_ROLE },
    printCheck: { role: RENDER_ROLE },
    requestRender: { role: RENDER_ROLE },
    cancelRender: { role: RENDER_ROLE },
    renderJobProgress: { role: RENDER_ROLE },
  },
  routes: renderRoutes,
};
