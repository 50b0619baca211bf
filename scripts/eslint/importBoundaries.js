// The layers of DESIGN.md as a lint rule, so that a wrong import fails `pnpm lint` instead of waiting for a
// reviewer: a web feature never imports another feature (what two share lives in app/ or packages/ui), a package
// never imports an app or a service, and the domain imports no UI. Relative imports are resolved against the
// importing file, so `../../cvs/...` from inside features/employees is caught like a package name would be.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURES = path.join(ROOT, 'apps/web/src/features') + path.sep;
const APP_OR_SERVICE_PACKAGES = ['@placement/web', '@placement/api', '@placement/render'];
const UI_MODULES = [
  'react',
  'react-dom',
  'styled-components',
  '@placement/ui',
  '@placement/cv-templates',
  '@placement/documents',
];

const featureOf = (file) =>
  file.startsWith(FEATURES) ? file.slice(FEATURES.length).split(path.sep)[0] : undefined;
const underRoot = (file, folder) => file.startsWith(path.join(ROOT, folder) + path.sep);
const packageName = (source) => {
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** @param {string} file the importing file, @param {string} source what it imports */
function problem(file, source) {
  const target = source.startsWith('.') ? path.resolve(path.dirname(file), source) : undefined;
  const name = target ? undefined : packageName(source);
  const from = featureOf(file);
  if (from && target) {
    const to = featureOf(target);
    if (to && to !== from) {
      return `features/${from} imports features/${to}: a feature never imports another; move what both need to app/ or packages/ui.`;
    }
  }
  if (underRoot(file, 'packages')) {
    if (target && (underRoot(target, 'apps') || underRoot(target, 'services'))) {
      return 'A package never imports an app or a service.';
    }
    if (name && APP_OR_SERVICE_PACKAGES.includes(name))
      return `A package never imports an app or a service (${name}).`;
  }
  if (underRoot(file, 'packages/domain') && name && UI_MODULES.includes(name)) {
    return `The domain imports no UI (${name}).`;
  }
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'The import boundaries of DESIGN.md' } },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = problem(file, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const importBoundaries = { rules: { 'import-boundaries': rule } };
