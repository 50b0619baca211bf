import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `pnpm dev` runs this server with hot reload; the API (port 4000 unless API_PORT says otherwise) answers
// everything that is not the app itself, so the browser sees one origin as it does under `pnpm start`.
const api = `http://localhost:${process.env.API_PORT ?? 4000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': api,
    },
  },
  // The manifest lets `pnpm bundle-report` and the budget test tell which chunks a page loads.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
});
