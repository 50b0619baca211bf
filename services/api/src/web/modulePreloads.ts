import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file the web app's build writes beside Vite's manifest (apps/web build/headStartPlugin): the script
 * files a signed-in page runs before it can draw, for every /app page and for some pages more.
 */
export const MODULE_PRELOADS_FILE = '.vite/module-preloads.json';
/**
 * index.html with the web app's head start (apps/web src/app/headStart), written by the same build for the
 * signed-in pages: it sends a page's first queries before the app's code has loaded.
 */
export const SIGNED_IN_HTML = 'app.html';

export const isSignedInPage = (path: string) => /^\/app(\/|$)/.test(path);

export interface ModulePreloads {
  /** For every page under /app: the guard and shell, Apollo Client, the signed-in user's query. */
  signedIn: string[];
  /** For the pages named by their path (no trailing slash): their route module and what it imports. */
  pages: Record<string, string[]>;
  /**
   * For each language: the font files its pages draw their text with (packages/ui theme/fontFilesFor), for the
   * head of a page the server draws. Absent from a build before these were listed.
   */
  fonts?: Record<string, string[]>;
}

/**
 * What the web build lists for a page to load early, read from its file once at start: the build that wrote the
 * list is the one being served.
 */
export interface WebAppPreloads {
  /**
   * The modules a client route needs (its route module and what it imports, and what every /app page needs),
   * or null for a page that needs nothing more, or when the build wrote no list (the API's tests, a web app
   * built without it).
   */
  modules(path: string): string[] | null;
  /** The font files a page in the language draws with, or none when the build wrote no list. */
  fonts(language: string): string[];
  /**
   * The `Link` header for a client route: its modules as `modulepreload`, so the browser fetches and compiles
   * them while it is still evaluating the app's entry chunk, instead of one import after another afterwards
   * (docs/benchmarks/web-list.md). Low priority, so the entry chunk itself, which
   * the page needs first, is not queued behind them.
   */
  linkHeader(path: string): string | null;
}

export function webAppPreloads(webDir: string): WebAppPreloads {
  const file = join(webDir, MODULE_PRELOADS_FILE);
  const preloads = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModulePreloads) : null;
  const signedIn = [...new Set(preloads?.signedIn ?? [])];
  const pages = new Map(
    Object.entries(preloads?.pages ?? {}).map(([page, files]) => [
      page,
      [...new Set([...signedIn, ...files])],
    ]),
  );
  const fonts = preloads?.fonts ?? {};
  const modules = (path: string): string[] | null => {
    const page = path.replace(/\/+$/, '');
    if (!preloads || !isSignedInPage(page)) return null;
    return pages.get(page) ?? signedIn;
  };
  return {
    modules,
    fonts: (language) => fonts[language] ?? [],
    linkHeader: (path) =>
      modules(path)
        ?.map((href) => `<${href}>; rel=modulepreload; fetchpriority=low`)
        .join(', ') || null,
  };
}
