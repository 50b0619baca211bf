import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { headStartPlugin } from './build/headStartPlugin';

// `pnpm dev` runs this server with hot reload; the API (port 4000 unless API_PORT says otherwise) answers
// everything that is not the app itself, so the browser sees one origin as it does under `pnpm start`.
const api = `http://localhost:${process.env.API_PORT ?? 4000}`;

// Chromium's explicit compile hint: V8 compiles every function of a file that starts with this comment while it
// streams the file in, off the main thread, and keeps them in its code cache, instead of compiling each one on
// the main thread the first time it runs: the employees list's open then compiles a few dozen functions lazily
// instead of thousands (figures: docs/performance.md, "compileHint"). Browsers without the hint read a comment.
const compileHint = (): Plugin => ({
  name: 'placement:compile-hint',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle: {
    // After Vite's own additions to a chunk's start: the comment must come first.
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  },
});

export default defineConfig({
  plugins: [react(), compileHint(), headStartPlugin()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./build/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': api,
    },
  },
  // The manifest lets `pnpm bundle-report` and the budget test tell which chunks a page loads.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  // `vite build` builds both: the app for the browser (dist) and, for the API, the server's first paint of the
  // employees lists (dist-server, app/firstPaint/renderFirstPaint), which the API never serves as a file.
  builder: {},
  environments: {
    ssr: {
      // Self-contained: the API imports one module with everything in it, and no package's CommonJS build is
      // read through Node's own interop (styled-components' default export is not its function there).
      resolve: { noExternal: true },
      // React's production build whatever NODE_ENV the API runs with (Vitest's is "test").
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: 'dist-server',
        copyPublicDir: false,
        manifest: false,
        rollupOptions: { input: { renderFirstPaint: 'src/app/firstPaint/renderFirstPaint.tsx' } },
      },
    },
  },
});
