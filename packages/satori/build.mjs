// Builds satori from its own sources with satori.patch applied, into dist/index.js (run on install).
//
// satori's package ships only a minified bundle, but its source map carries every file the bundle was built from:
// satori's TypeScript and the parts of yoga-layout, tailwindcss and twrnc it bundles. This script takes those
// sources from the installed satori (the exact version in package.json), applies satori.patch to satori's own
// files, and bundles them again as satori's build does (the same packages left external), unminified. Unpatched,
// the result draws every test page exactly as the published bundle does.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { applyPatch, parsePatch } from 'diff';
import * as esbuild from 'esbuild';

const here = import.meta.dirname;
const require = createRequire(import.meta.url);
const satoriDir = path.dirname(require.resolve('satori/package.json'));
const { version } = JSON.parse(readFileSync(path.join(satoriDir, 'package.json'), 'utf8'));
const map = JSON.parse(readFileSync(path.join(satoriDir, 'dist/index.js.map'), 'utf8'));

/** The bundle's inputs by their path in satori's repository (`src/...`, `node_modules/.pnpm/...`). */
const files = new Map();
map.sources.forEach((source, i) => files.set(path.posix.join('dist', source), map.sourcesContent[i]));
// satori's entry only re-exports, so it left nothing in the map.
files.set('src/index.ts', "export { default } from './satori.js';\nexport { init } from './yoga.js';\n");

const patchText = readFileSync(path.join(here, 'satori.patch'), 'utf8');
for (const filePatch of parsePatch(patchText)) {
  const name = filePatch.newFileName.replace(/^b\//u, '');
  const source = files.get(name);
  if (source === undefined) throw new Error(`satori.patch: satori ${version} has no ${name}`);
  const patched = applyPatch(source, filePatch);
  if (patched === false) throw new Error(`satori.patch does not apply to ${name} of satori ${version}`);
  files.set(name, patched);
}

/** What satori's own build leaves to its dependencies. */
const EXTERNAL = new Set([
  '@shuding/opentype.js',
  'css-background-parser',
  'css-box-shadow',
  'css-gradient-parser',
  'css-to-react-native',
  'escape-html',
  'linebreak',
  'parse-css-color',
  'postcss-value-parser',
]);

/** Aliases of satori's build: tailwindcss's logger and picocolors are satori's vendored copies. */
function alias(specifier, importer) {
  if (specifier === 'util-deprecate') return 'src/vendor/twrnc/deprecate.js';
  if (specifier === 'picocolors') return 'src/vendor/twrnc/picocolors.js';
  if (/(^|\/)log$/u.test(specifier) && importer.includes('/tailwindcss/')) return 'src/vendor/twrnc/log.js';
  // yoga-layout's source loads its wasm from its dist folder.
  if (specifier.endsWith('yoga-wasm-base64-esm.js'))
    return [...files.keys()].find((file) => file.endsWith('/yoga-wasm-base64-esm.js'));
  return undefined;
}

/** Package entries the map does not show (their index files only re-export, so they left nothing in it). */
const ENTRIES = {
  'twrnc/create': 'dist/esm/create.js',
  'yoga-layout/load': 'src/load.ts',
  'emoji-regex-xs': 'index.mjs',
};

function probe(file) {
  for (const candidate of [
    file,
    `${file}.ts`,
    `${file}.js`,
    file.replace(/\.js$/u, '.ts'),
    `${file}/index.js`,
  ])
    if (files.has(candidate)) return candidate;
  return undefined;
}

function packageFile(specifier) {
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  const prefix = [...files.keys()]
    .map((file) => file.match(new RegExp(`^(node_modules/\\.pnpm/[^/]+/node_modules/${name}/)`, 'u'))?.[1])
    .find(Boolean);
  if (!prefix) return undefined;
  const inside = [...files.keys()].filter((file) => file.startsWith(prefix));
  const sub = ENTRIES[specifier] ?? (specifier === name ? 'index.js' : specifier.slice(name.length + 1));
  return (
    probe(prefix + sub) ?? probe(`${prefix}dist/${sub}`) ?? (inside.length === 1 ? inside[0] : undefined)
  );
}

const sources = {
  name: 'satori-sources',
  setup(build) {
    build.onResolve({ filter: /.*/ }, ({ path: specifier, importer, kind }) => {
      if (kind === 'entry-point') return { path: specifier, namespace: 'satori' };
      if (EXTERNAL.has(specifier)) return { path: specifier, external: true };
      const file =
        alias(specifier, importer) ??
        (specifier.startsWith('.')
          ? probe(path.posix.join(path.posix.dirname(importer), specifier))
          : packageFile(specifier));
      if (!file)
        return { errors: [{ text: `${specifier} (from ${importer}) is not among satori's sources` }] };
      return { path: file, namespace: 'satori' };
    });
    build.onLoad({ filter: /.*/, namespace: 'satori' }, ({ path: file }) => ({
      contents: files.get(file),
      loader: file.endsWith('.ts') ? 'ts' : 'js',
    }));
  },
};

const result = await esbuild.build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  write: false,
  outfile: 'index.js',
  plugins: [sources],
  define: { 'process.env.SATORI_STANDALONE': '"0"', 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
});

const dist = path.join(here, 'dist');
mkdirSync(dist, { recursive: true });
const stamp = { satori: version, patch: createHash('sha256').update(patchText).digest('hex') };
// Written beside and renamed: a process loading satori meanwhile reads the old file or the new one, never half.
writeFileSync(path.join(dist, 'index.js.tmp'), result.outputFiles[0].contents);
renameSync(path.join(dist, 'index.js.tmp'), path.join(dist, 'index.js'));
writeFileSync(path.join(dist, 'stamp.json'), `${JSON.stringify(stamp, null, 2)}\n`);
