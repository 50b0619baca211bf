import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of the build as Vite's manifest (dist/.vite/manifest.json) describes it. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface LoadedChunk {
  /** The file under dist/, e.g. assets/LoginPage-abc123.js. */
  file: string;
  /** The source module the chunk is named after (a route module), or the shared chunk's name. */
  source: string;
  bytes: number;
  /** Compressed with gzip at level 9, as a server or CDN precompresses static files. */
  gzipBytes: number;
}

/** The budget of issue 14: the JavaScript a signed-out visitor's /login loads, gzipped (150 KB, 1 KB = 1000 bytes). */
export const LOGIN_BUDGET_BYTES = 150_000;

/** /login's lazy route module (app/routing/routes.tsx). */
export const LOGIN_ROUTE = ['src/features/account/routes/LoginPage.tsx'];

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export function gzipSize(distDir: string, file: string): { bytes: number; gzipBytes: number } {
  const content = readFileSync(join(distDir, file));
  return { bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

// A chunk's name for people: the route module or package it comes from, the entry as such.
function sourceName(chunk: ManifestChunk): string {
  if (chunk.isEntry) return 'entry (index.html)';
  const inPackage = chunk.src?.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1]!;
  return chunk.src ?? chunk.file.replace(/^assets\/|-[\w-]{8}\.js$/g, '');
}

/**
 * The JavaScript a first visit to a page loads: the entry chunk and what it imports statically, then the page's
 * lazy route module (e.g. src/features/account/routes/LoginPage.tsx) and what that imports statically; chunks
 * the page imports only when something happens (the captcha widget on submit, another language) are not in it.
 */
export function routeJavaScript(distDir: string, routeModules: string[]): LoadedChunk[] {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk: build with build.manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  routeModules.forEach(visit);
  return [...seen]
    .map((key) => manifest[key]!)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      source: sourceName(chunk),
      ...gzipSize(distDir, chunk.file),
    }));
}
