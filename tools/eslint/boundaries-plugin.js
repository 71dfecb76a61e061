/**
 * The architecture's import rules, enforced by lint (DESIGN.md: dependencies point inward).
 *
 * API (`apps/api/src/<context>/<layer>/…`):
 * - domain imports only its own context's domain, the shared kernel (`src/shared/domain`),
 *   `@mercato/contracts` and `node:` built-ins: no Nest, TypeORM, HTTP or other package;
 * - application never imports infrastructure, nor persistence, HTTP, queue or mail packages;
 * - a context never reaches into another context's infrastructure (its tables, controllers);
 * - platform code (technical plumbing) never imports a context.
 * Web (`apps/web/src/…`):
 * - nothing from the API app or server packages;
 * - one-way imports: shared → features → app, and no feature imports another feature.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const API_SRC = 'apps/api/src';
const WEB_SRC = 'apps/web/src';
const NOT_CONTEXTS = new Set(['platform', 'config', 'shared', 'migrations', 'scripts']);
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
    return { app: 'api', top, context, layer: context && LAYERS.has(layer) ? layer : null, rel };
  }
  if (rel.startsWith(`${WEB_SRC}/`)) {
    const [area, feature] = rel.slice(WEB_SRC.length + 1).split('/');
    return { app: 'web', area, feature: area === 'features' ? feature : null, rel };
  }
  if (rel.startsWith('apps/api/')) return { app: 'api-other', rel };
  return { app: 'other', rel };
}

function apiProblem(from, specifier, target, isTest) {
  if (!from.context && from.top !== 'platform') return null;
  if (target === null) {
    const pkg = packageName(specifier);
    if (isTest && pkg === '@jest/globals') return null;
    if (from.layer === 'domain' && pkg !== '@mercato/contracts' && !specifier.startsWith('node:')) {
      return `domain code may not import "${specifier}" (only its own domain, the shared kernel and @mercato/contracts)`;
    }
    if (from.layer === 'application' && APPLICATION_FORBIDDEN.includes(pkg)) {
      return `application code may not import "${specifier}": put it behind a port in infrastructure`;
    }
    return null;
  }
  if (target.app !== 'api') return null;
  if (from.top === 'platform') {
    return target.context ? `platform code may not import the "${target.context}" context` : null;
  }
  if (from.layer === 'domain') {
    const ownDomain = target.context === from.context && target.layer === 'domain';
    const sharedKernel = target.top === 'shared' && target.rel.startsWith(`${API_SRC}/shared/domain/`);
    if (!ownDomain && !sharedKernel) return `domain code may not import ${target.rel}`;
  }
  if (from.layer === 'application' && target.layer === 'infrastructure') {
    return `application code may not import infrastructure (${target.rel})`;
  }
  if (target.context && target.context !== from.context && target.layer === 'infrastructure') {
    return `the "${from.context}" context may not reach into the "${target.context}" context's infrastructure (${target.rel})`;
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
