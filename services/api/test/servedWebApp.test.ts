import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/Database';
import { MODULE_PRELOADS_FILE, SIGNED_IN_HTML, type ModulePreloads } from '../src/web/modulePreloads';

// The API serves the built web app on its own port: files, client routes, caching and security headers.
describe('the served web app', () => {
  let webDir: string;
  let app: FastifyInstance;
  // Serving files needs no database: one that refuses every call proves it.
  const db = new Proxy({} as Database, {
    get: () => {
      throw new Error('the served web app must not touch the database');
    },
  });

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'placement-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDir, 'assets', 'LoginPage-abc123.js'), 'export {};');
    await writeFile(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp({ db, webDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/login',
    '/app/employees',
    '/reset/0123456789abcdef01234567/token',
    // The mailed links: a reset token is token.expires.signature, whose signature can look like an extension.
    '/reset/0123456789abcdef01234567/Xk3_token.1764072000000.dGhlU2lnbmF0dXJlT2ZUaGVMaW5rSW5UaGVNYWlsMDA',
    '/verify/0123456789abcdef01234567/Xk3_token/1764072000000/c2lnbmF0dXJl.x',
    '/no/such/page',
  ])('answers the client route %s with index.html, revalidated on every load', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed assets for a year and other files not at all', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/LoginPage-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or API path with 404, not with the app', async () => {
    for (const url of ['/assets/Gone-000000.js', '/api/nothing', '/graphql/x', '/robots.txt']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
    const post = await app.inject({ method: 'POST', url: '/app/employees' });
    expect(post.statusCode).toBe(404);
  });

  it('sends the security headers and a CSP that allows only this origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const graphql = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __typename }' },
    });
    expect(graphql.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no module preloads when the build wrote no list of them', async () => {
    const response = await app.inject({ method: 'GET', url: '/app/employees' });
    expect(response.headers.link).toBeUndefined();
  });
});

// The web app's build lists the modules each signed-in page needs (apps/web build/headStartPlugin); the API
// names them in a Link header so the browser fetches them while it evaluates the entry chunk.
describe('the module preloads of a signed-in page', () => {
  let webDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'placement-web-'));
    await mkdir(join(webDir, '.vite'), { recursive: true });
    await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const preloads: ModulePreloads = {
      signedIn: ['/assets/RequireSignIn-1.js', '/assets/apolloClient-2.js'],
      pages: { '/app/employees': ['/assets/EmployeesPage-3.js', '/assets/apolloClient-2.js'] },
    };
    await writeFile(join(webDir, MODULE_PRELOADS_FILE), JSON.stringify(preloads));
    await writeFile(
      join(webDir, SIGNED_IN_HTML),
      '<!doctype html><script src="/assets/headStart-4.js"></script><div id="root"></div>',
    );
    app = await buildApp({ db: {} as Database, webDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const preloaded = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.body).toContain('<div id="root">');
    return [
      ...String(response.headers.link ?? '').matchAll(/<([^>]+)>; rel=modulepreload; fetchpriority=low/g),
    ].map((match) => match[1]);
  };

  it("names every signed-in page's modules, and a page's own once", async () => {
    expect(await preloaded('/app/employees/')).toEqual([
      '/assets/RequireSignIn-1.js',
      '/assets/apolloClient-2.js',
      '/assets/EmployeesPage-3.js',
    ]);
    expect(await preloaded('/app/visas')).toEqual([
      '/assets/RequireSignIn-1.js',
      '/assets/apolloClient-2.js',
    ]);
  });

  it('names none for the signed-out pages', async () => {
    for (const url of ['/login', '/', '/application', '/ts']) expect(await preloaded(url), url).toEqual([]);
  });

  it('serves the signed-in pages the page with the head start, and the signed-out pages the page without', async () => {
    for (const url of ['/app', '/app/employees', '/app/employee/abcdefghij']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('headStart-4.js');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/login', '/home', '/application']) {
      expect((await app.inject({ method: 'GET', url })).body, url).not.toContain('headStart');
    }
  });
});
