import { isLang } from '@placement/domain';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The module the web app's build writes for the server (apps/web vite.config `environments.ssr`,
 * src/app/firstPaint/renderFirstPaint): beside the built app, never served as a file.
 */
export const FIRST_PAINT_MODULE = '../dist-server/renderFirstPaint.js';

/**
 * The cookies the web app writes for the server's first paint (apps/web src/app/firstPaint/firstPaintCookies):
 * the sign-in's bearer token, sent only with the /app pages' own loads (Path=/app, SameSite=Strict), and how
 * this browser shows the app ("<language>.<mode>", written only while its window is wide enough for the desktop
 * layout). Every other request authenticates by its authorization header alone, so no form or script of
 * another site can act with these.
 */
export const SESSION_COOKIE = 'placement_session';
export const VIEW_COOKIE = 'placement_view';

interface EarlyRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}
interface FirstPaintAnswer {
  request: EarlyRequest;
  answer: { data?: unknown; errors?: unknown };
}
interface FirstPaintModule {
  firstPaintRequests(path: string): EarlyRequest[] | null;
  renderFirstPaint(
    path: string,
    token: string,
    view: { language: string; mode: 'light' | 'dark' },
    answers: FirstPaintAnswer[],
  ): Promise<{ html: string; css: string } | null>;
}

/** A signed-in list's first screen, drawn, and the answers it was drawn from. */
export interface FirstPaint {
  html: string;
  css: string;
  answers: FirstPaintAnswer[];
}

/** What a page load needs for its first paint: a page drawn on the server, and the caller's cookies. */
export interface FirstPaintCall {
  token: string;
  view: { language: string; mode: 'light' | 'dark' };
  requests: EarlyRequest[];
}

function viewOf(value: string | undefined): FirstPaintCall['view'] | null {
  const [language, mode] = (value ?? '').split('.');
  return isLang(language) && (mode === 'light' || mode === 'dark') ? { language, mode } : null;
}

export interface FirstPainter {
  /** Null for a page not drawn on the server, without the cookies, or when the build has no server module. */
  callOf(request: FastifyRequest, path: string): FirstPaintCall | null;
  /** The drawn screen, or null when the API refused a query (a token it no longer accepts, a missing role). */
  paint(app: FastifyInstance, path: string, call: FirstPaintCall): Promise<FirstPaint | null>;
}

/**
 * Draws the first screen of /app/employees and /app/coms on the server, so a clerk opening the list in a new
 * tab sees its rows before the app's code has run (docs/benchmarks/web-list.md). The page's first queries are
 * asked through the API's own /graphql, with the caller's token as a bearer credential, so every check of a
 * request from the browser (sign-in, role, company, query cost) applies unchanged.
 */
export async function firstPainter(webDir: string): Promise<FirstPainter> {
  const file = join(webDir, FIRST_PAINT_MODULE);
  if (!existsSync(file)) return { callOf: () => null, paint: async () => null };
  const module = (await import(pathToFileURL(file).href)) as FirstPaintModule;
  return {
    callOf(request, path) {
      const requests = module.firstPaintRequests(path);
      if (!requests) return null;
      const cookies = parseCookies(request.headers.cookie ?? '');
      const token = cookies[SESSION_COOKIE];
      const view = viewOf(cookies[VIEW_COOKIE]);
      return token && view ? { token, view, requests } : null;
    },
    async paint(app, path, { token, view, requests }) {
      const answers = await Promise.all(
        requests.map(async (early) => {
          const response = await app.inject({
            method: 'POST',
            url: '/graphql',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              accept: 'application/graphql-response+json,application/json;q=0.9',
            },
            payload: JSON.stringify(early),
          });
          return { request: early, answer: response.statusCode === 200 ? response.json() : {} };
        }),
      );
      const painted = await module.renderFirstPaint(path, token, view, answers);
      return painted && { ...painted, answers };
    },
  };
}

// JSON inside a <script> element: "<" escaped, so no value (an employee's name) can close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * app.html cut for a page whose first screen is drawn on the server, sent in two parts: the head at once, so the
 * browser starts the tab's page (and reads the styles and fonts) while the server asks for the rows, then the
 * body. The app's scripts move to the end of the body: the browser reads and compiles them only once the drawn
 * screen is in, not while the server and the first paint need the two cores.
 */
export function firstPaintPage(appHtml: string): {
  head: (language: string, fonts: string[]) => string;
  body: (painted: FirstPaint | null, modules: string[]) => string;
} {
  const scripts = appHtml.match(/<script\b[^>]*><\/script>\s*/g) ?? [];
  const withoutScripts = scripts.reduce((html, script) => html.replace(script, ''), appHtml);
  const root = '<div id="root"></div>';
  const at = withoutScripts.indexOf(root);
  if (at < 0) throw new Error('app.html has no <div id="root"></div>');
  const opening = withoutScripts.slice(0, at);
  // The page's modules (services/api web/modulePreloads), fetched and compiled beside the entry, as the Link
  // header has them fetched for a page the server did not draw: only once the drawn screen is in.
  const closing = (modules: string[]) =>
    [
      ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`),
      ...scripts.map((script) => script.trim()),
      withoutScripts.slice(at),
    ].join('\n    ');
  return {
    // The language's fonts are fetched with the styles, while the server works: the drawn screen is then laid
    // out and painted once, with its own letters, instead of again when its layout has found them missing.
    head: (language, fonts) =>
      opening
        .replace(/<html[^>]*>/, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
        .replace(
          '</head>',
          [
            ...fonts.map(
              (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
            ),
            '</head>',
          ].join('\n    '),
        ),
    body: (painted, modules) =>
      painted
        ? // The drawn screen over the app's root, which stays hidden until the app has drawn its own and takes
          // this away (apps/web firstPaint/retireFirstPaint); the answers go to Apollo Client through the head
          // start (apps/web headStart), which is not asked again.
          `<style id="first-paint-style">#first-paint{position:fixed;inset:0;overflow:hidden;z-index:2147483647}` +
          `#first-paint~#root{visibility:hidden}` +
          // A failure of the app's code shows its error page (apps/web routing/RouteError) instead.
          `#first-paint:has(~#root [data-route-error]){display:none}` +
          `#first-paint~#root:has([data-route-error]){visibility:visible}${painted.css}</style>\n    ` +
          `<div id="first-paint" inert aria-hidden="true">${painted.html}</div>\n    ` +
          `<script type="application/json" id="placement-first-answers">${scriptJson(painted.answers)}</script>\n    ` +
          closing(modules)
        : closing(modules),
  };
}
