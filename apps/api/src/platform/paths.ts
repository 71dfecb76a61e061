import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

/** The api app's folder, from `src/` (tests) or `dist/` (built) alike. */
export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WORKSPACE_ROOT = resolve(API_ROOT, '../..');
/** The built single-page app served at `/`. */
export const WEB_DIST = resolve(WORKSPACE_ROOT, 'apps/web/dist');
/** Translation files served at `/translate/{locale}.json` (the `@mercato/i18n` package). */
export const TRANSLATIONS_DIR = resolve(
  dirname(createRequire(import.meta.url).resolve('@mercato/i18n/package.json')),
  'translations',
);
