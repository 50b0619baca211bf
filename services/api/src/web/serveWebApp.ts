import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { firstPainter, firstPaintPage } from './firstPaint';
import { isSignedInPage, SIGNED_IN_HTML, webAppPreloads } from './modulePreloads';

/** Paths the API answers itself: anything else that is not a file of the built app is a client route. */
const API_PREFIXES = ['/graphql', '/api/'];

/**
 * Serves the built web app (apps/web/dist) on the API's own port. Vite names every asset after its content
 * (/assets/LoginPage-abc123.js), so those are cached for a year and never revalidated; index.html is always
 * revalidated so a new deployment is picked up on the next load. A GET for a client route (/app/employees,
 * /reset/{id}/{token}) that is not a file gets index.html and the router takes over; a signed-in page (/app...)
 * gets the build's app.html, index.html with the head start that sends its first queries, and the page's
 * modules to preload (modulePreloads); the employees lists, for a browser with the app's cookies, come with
 * their first screen drawn by the server (firstPaint), streamed: the head at once, the drawn screen after it.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const preloads = webAppPreloads(webDir);
  const signedInHtml = existsSync(join(webDir, SIGNED_IN_HTML));
  const painter = await firstPainter(webDir);
  const paintedPage = signedInHtml
    ? firstPaintPage(readFileSync(join(webDir, SIGNED_IN_HTML), 'utf8'))
    : null;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The headers below decide caching; @fastify/static's own would overwrite them.
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (path.includes(`${join(webDir, 'assets')}`)) {
        reply.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.setHeader('cache-control', 'no-cache');
      }
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some(
      (prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix),
    );
    // The mailed links (/reset/{id}/{token.expires.signature}, /verify/...) end in a signature that can look
    // like a file extension: they are always client routes.
    const isAccountLink = /^\/(reset|verify)\//.test(path);
    const isFile = !isAccountLink && (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi || isFile) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const call = paintedPage && request.method === 'GET' ? painter.callOf(request, path) : null;
    if (paintedPage && call) {
      // The page may hold the caller's records: never kept by the browser's cache or any other.
      const page = new PassThrough();
      // A browser that leaves before the drawn screen is sent (a reload, a closed tab) ends the stream: the rest
      // is dropped, never thrown at the process.
      page.on('error', () => undefined);
      void reply
        .header('cache-control', 'no-store')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(page);
      page.write(paintedPage.head(call.view.language, preloads.fonts(call.view.language)));
      const painted = await painter.paint(app, path, call).catch((failure: unknown) => {
        request.log.error({ err: failure }, 'first paint failed');
        return null;
      });
      if (!page.destroyed) page.end(paintedPage.body(painted, preloads.modules(path) ?? []));
      return reply;
    }
    const link = preloads.linkHeader(path);
    if (link) reply.header('link', link);
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(signedInHtml && isSignedInPage(path) ? SIGNED_IN_HTML : 'index.html');
  });
}
