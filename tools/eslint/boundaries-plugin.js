/**
 * The architecture's import rules, enforced by lint (DESIGN.md: dependencies point inward).
 *
 * API (`apps/api/src/<context>/<layer>/…`):
 * - domain imports only its own context's domain, the shared kernel (`src/shared/domain`),
 *   `@mercato/contracts` and `node:` built-ins: no Nest, TypeORM, HTTP or other package;
 * - application never imports infrastructure, nor persistence, HTTP, queue or mail packages;
 * - a context is reached only through its face, `<context>/index.ts` (its module and the use
 *   cases and ports other contexts may use), from anywhere else in the API; a context imports
 *   its own files directly, never its own face (that would make import cycles);
 * - the lower floors (platform, shared kernel, config, migrations) never import a context.
 * Web (`apps/web/src/…`):
 * - nothing from the API app or server packages;
 * - one-way imports: shared → features → app, and no feature imports another feature.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const API_SRC = 'apps/api/src';
const WEB_SRC = 'apps/web/src';
/** Top folders of `apps/api/src` that are no context: plumbing, kernel, and the composition roots. */
const NOT_CONTEXTS = new Set(['platform', 'config', 'shared', 'migrations', 'scripts', 'worker']);
/** Floors below every context: they may not import one. */
const LOWER_FLOORS = new Set(['platform', 'shared', 'config', 'migrations']);
const LAYERS = new Set(['domain', 'application', 'infrastructure']);

const APPLICATION_FORBIDDEN = [
  'typeorm', '@nestjs/typeorm', '@nestjs/swagger', '@nestjs/platform-express', 'express', 'bullmq', 'ioredis',
  'nodemailer', 'pg', 'class-validator', 'class-transformer', 'helmet', '@electric-sql/pglite', '@electric-sql/pglite-socket',
];
const WEB_FORBIDDEN = ['@nestjs/', 'typeorm', 'pg', 'express', 'bullmq', 'ioredis', 'nodemailer', '@mercato/api'];

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Where a file sits: which app, context, layer (API) or area and feature (web). */
function locate(path, root) {
  const rel = relative(root, path).split(sep).join('/');
  if (rel.startsWith(`${API_SRC}/`)) {
    const [top, layer] = rel.slice(API_SRC.length + 1).split('/');
    const context = top && !NOT_CONTEXTS.has(top) && !top.includes('.') ? top : null;
    // Imports name the compiled file (`index.js`); the face is `index.ts` either way.
    const isFace = context !== null && rel.replace(/\.(js|ts)$/, '') === `${API_SRC}/${context}/index`;
    return { app: 'api', top, context, isFace, layer: context && LAYERS.has(layer) ? layer : null, rel };
  }
  if (rel.startsWith(`${WEB_SRC}/`)) {
    const [area, feature] = rel.slice(WEB_SRC.length + 1).split('/');
    return { app: 'web', area, feature: area === 'features' ? feature : null, rel };
  }
  if (rel.startsWith('apps/api/')) return { app: 'api-other', rel };
  return { app: 'other', rel };
}

function apiProblem(from, specifier, target, isTest) {
  if (target === null) {
    if (!from.context && from.top !== 'platform') return null;
    const pkg = packageName(specifier);
    if (isTest && (pkg === '@jest/globals' || pkg === 'fast-check')) return null;
    if (from.layer === 'domain' && pkg !== '@mercato/contracts' && !specifier.startsWith('node:')) {
      return `domain code may not import "${specifier}" (only its own domain, the shared kernel and @mercato/contracts)`;
    }
    if (from.layer === 'application' && APPLICATION_FORBIDDEN.includes(pkg)) {
      return `application code may not import "${specifier}": put it behind a port in infrastructure`;
    }
    return null;
  }
  if (target.app !== 'api') return null;
  if (LOWER_FLOORS.has(from.top)) {
    return target.context ? `${from.top} code may not import the "${target.context}" context` : null;
  }
  if (from.layer === 'domain') {
    const ownDomain = target.context === from.context && target.layer === 'domain';
    const sharedKernel = target.top === 'shared' && target.rel.startsWith(`${API_SRC}/shared/domain/`);
    if (!ownDomain && !sharedKernel) return `domain code may not import ${target.rel}`;
  }
  if (from.layer === 'application' && target.layer === 'infrastructure' && target.context === from.context) {
    return `application code may not import infrastructure (${target.rel})`;
  }
  if (target.context && target.context !== from.context && !target.isFace) {
    return `import the "${target.context}" context through its face (${API_SRC}/${target.context}/index.ts), not ${target.rel}`;
  }
  if (target.isFace && target.context === from.context) {
    return `the "${from.context}" context imports its own files directly, not its face (${target.rel}): that makes import cycles`;
  }
  return null;
}

function webProblem(from, specifier, target) {
  if (target === null) {
    const pkg = packageName(specifier);
    return WEB_FORBIDDEN.some((f) => (f.endsWith('/') ? specifier.startsWith(f) : pkg === f))
      ? `the web app may not import the server package "${specifier}"`
      : null;
  }
  if (target.app === 'api' || target.app === 'api-other') return `the web app may not import from the API app (${target.rel})`;
  if (target.app !== 'web') return null;
  if (from.area === 'shared' && (target.area === 'features' || target.area === 'app')) {
    return `shared code may not import ${target.area} (${target.rel})`;
  }
  if (from.area === 'features' && target.area === 'app') return `a feature may not import the app shell (${target.rel})`;
  if (from.feature && target.feature && from.feature !== target.feature) {
    return `the "${from.feature}" feature may not import the "${target.feature}" feature: move the shared part to src/shared`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the layer and feature boundaries of the architecture.' },
    schema: [],
    messages: { boundary: '{{problem}}' },
  },
  create(context) {
    const root = context.cwd;
    const filename = context.filename;
    const from = locate(filename, root);
    if (from.app !== 'api' && from.app !== 'web') return {};
    const isTest = /\.spec\.tsx?$/.test(filename);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = specifier.startsWith('.') ? locate(resolve(dirname(filename), specifier), root) : null;
      const problem = from.app === 'api' ? apiProblem(from, specifier, target, isTest) : webProblem(from, specifier, target);
      if (problem) context.report({ node, messageId: 'boundary', data: { problem } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { meta: { name: 'mercato-boundaries' }, rules: { boundaries: rule } };
