// Rewrites the manifests copied into the image's production-dependency stage so that
// `npm install --omit=dev` installs what the API and the worker run, and nothing else:
// only the workspaces they load (the API, libs/contracts, libs/i18n), no dev tools, no web
// app (React, Vite), and no embedded database (PGlite: production always sets DATABASE_URL).
// Usage (in docker/api.Dockerfile): node docker/api-production-manifest.mjs
import { readFileSync, writeFileSync } from 'node:fs';

export const WORKSPACES = ['libs/contracts', 'libs/i18n', 'apps/api'];
export const EMBEDDED_ONLY = ['@electric-sql/pglite', '@electric-sql/pglite-socket'];

const edit = (file, change) => writeFileSync(file, `${JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8'))), null, 2)}\n`);

edit('package.json', (root) => {
  root.workspaces = WORKSPACES;
  delete root.devDependencies;
  delete root.scripts;
  return root;
});
edit('apps/api/package.json', (api) => {
  for (const name of EMBEDDED_ONLY) delete api.dependencies[name];
  delete api.devDependencies;
  return api;
});
