import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
// By path: Vite's config loader leaves a workspace package's import to Node, which cannot load its TypeScript.
import { fontFilesFor } from '../../../packages/ui/src/theme/fontFilesFor';
import { CURRENT_USER_EARLY } from '../src/app/auth/CURRENT_USER_EARLY';
import type { EarlyRequest } from '../src/app/apollo/earlyRequests';
import { headStart, type HeadStartPlan } from '../src/app/headStart/headStart';
import { FIRST_PAGE_EARLY } from '../src/features/employees/api/FIRST_PAGE_EARLY';

// What a signed-in page needs before it can draw, as in app/routing/routes.tsx: every /app page loads the
// guard (with the shell), Apollo Client and the signed-in words, and asks for `me` (auth/preloadCurrentUser);
// the two employees lists load their route module and loader and ask for their first page (preloadEmployees).
// A source named here that no chunk holds stops the build, so this list cannot silently fall behind.
const SIGNED_IN = [
  'src/app/routing/RequireSignIn.tsx',
  'src/app/apollo/ApolloBoundary.tsx',
  'src/app/apollo/apolloClient.ts',
  'src/app/auth/currentUser.ts',
  'src/app/auth/CURRENT_USER.ts',
];
const WORDS: Record<string, string> = { en: 'src/i18n/en.ts', ar: 'src/i18n/ar.ts', am: 'src/i18n/am.ts' };
const LIST_LOADER = 'src/features/employees/api/preloadEmployees.ts';
// Each page's route module and loader, and the queries its loader asks first.
const PAGES: Record<string, { modules: string[]; requests: EarlyRequest[] }> = {
  '/app/employees': {
    modules: ['src/features/employees/routes/EmployeesPage.tsx', LIST_LOADER],
    requests: [FIRST_PAGE_EARLY],
  },
  '/app/coms': {
    modules: ['src/features/employees/routes/ComsPage.tsx', LIST_LOADER],
    requests: [FIRST_PAGE_EARLY],
  },
};

/** The head start's plan: the queries are the same under `pnpm dev` and in a build; the words only in a build. */
const plan = (words: HeadStartPlan['words']): HeadStartPlan => ({
  words,
  requests: [CURRENT_USER_EARLY],
  pageRequests: Object.fromEntries(Object.entries(PAGES).map(([path, page]) => [path, page.requests])),
});

/**
 * Read by the API (services/api src/web/modulePreloads.ts, which names the same file) to send each page's
 * modules in a Link header: the server knows the path before the browser has read a byte of the page.
 */
const MODULE_PRELOADS_FILE = '.vite/module-preloads.json';
/** index.html with the head start, for the signed-in pages (services/api src/web/serveWebApp.ts). */
const SIGNED_IN_HTML = 'app.html';
interface ModulePreloads {
  signedIn: string[];
  pages: Record<string, string[]>;
  fonts: Record<string, string[]>;
}

/** The head start as a script: the function and its plan, self-contained. */
export const headStartScript = (plan: HeadStartPlan): string =>
  `(${headStart.toString()})(${JSON.stringify(plan)});\n`;

/**
 * Writes app.html, index.html with the head start (app/headStart/headStart) before the entry chunk, as a
 * classic script of its own under /assets (the Content Security Policy allows no inline script), and the
 * modules each signed-in page needs, taken from the build's chunks, for the API's Link header. Under `pnpm dev` the head
 * start is inline and only sends the queries (the dev server has no chunks and no policy). docs/benchmarks/web-list.md
 * has what both gain.
 */
export function headStartPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'placement:head-start',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.bundle) return undefined;
        return [{ tag: 'script', children: headStartScript(plan({})), injectTo: 'head-prepend' }];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const holding = (source: string): Rollup.OutputChunk => {
          const id = resolve(root, source);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`head start: no chunk holds ${source}`);
          return chunk;
        };
        // A chunk and every chunk it imports statically: what the browser fetches when it is imported.
        const withImports = (start: Rollup.OutputChunk[]): Set<string> => {
          const files = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk) => {
            if (files.has(chunk.fileName)) return;
            files.add(chunk.fileName);
            for (const file of chunk.imports) visit(byFile.get(file)!);
          };
          start.forEach(visit);
          return files;
        };
        const entry = withImports(chunks.filter((chunk) => chunk.isEntry));
        // The entry's own chunks are already asked for by index.html.
        const modules = (sources: string[], already: string[] = []) =>
          [...withImports(sources.map(holding))]
            .map((file) => base + file)
            .filter((url) => !entry.has(url.slice(base.length)) && !already.includes(url));

        const signedIn = modules(SIGNED_IN);
        // Each language's font files (woff2, which every browser that runs the app reads) as the build named
        // them: a file the theme names that the build does not hold stops the build.
        const fontAssets = Object.values(bundle).filter((item) => item.type === 'asset');
        const fontFile = (name: string): string => {
          const asset = fontAssets.find((candidate) => candidate.names.includes(`${name}.woff2`));
          if (!asset) this.error(`head start: no asset holds the font ${name}.woff2`);
          return base + asset.fileName;
        };
        const preloads: ModulePreloads = {
          signedIn,
          pages: Object.fromEntries(
            Object.entries(PAGES).map(([path, page]) => [path, modules(page.modules, signedIn)]),
          ),
          fonts: Object.fromEntries(
            (Object.keys(WORDS) as Array<Parameters<typeof fontFilesFor>[0]>).map((language) => [
              language,
              fontFilesFor(language).map(fontFile),
            ]),
          ),
        };
        this.emitFile({ type: 'asset', fileName: MODULE_PRELOADS_FILE, source: JSON.stringify(preloads) });

        const source = headStartScript(
          plan(
            Object.fromEntries(
              Object.entries(WORDS).map(([language, source]) => [language, modules([source], signedIn)]),
            ),
          ),
        );
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/headStart-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // The signed-in pages' own copy of index.html, which the API serves for /app paths: the signed-out
        // pages (and /login's 150 KB budget) never load the head start.
        const page = String(html.source);
        const at = page.indexOf('<script type="module"');
        if (at < 0) this.error('head start: index.html has no module script to go before');
        this.emitFile({
          type: 'asset',
          fileName: SIGNED_IN_HTML,
          source: `${page.slice(0, at)}<script src="${base}${fileName}"></script>\n    ${page.slice(at)}`,
        });
      },
    },
  };
}
