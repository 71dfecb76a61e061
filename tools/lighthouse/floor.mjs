#!/usr/bin/env node
/**
 * `npm run bundles:floor`: the least JavaScript a public page can load with the libraries the
 * project is bound to (react, react-dom, react-router-dom, @tanstack/react-query, i18next,
 * react-i18next), whatever the app's own code: only the exports the web app uses, production
 * builds, minified and tree-shaken by the app's own bundler (Vite/rolldown), gzipped (level 9)
 * and Brotli (level 11). Each library is also built alone, and the whole once more with
 * react-i18next's <Trans> (which brings an HTML parser). A script, not a test: it asserts nothing.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const ROUTER = join(ROOT, 'node_modules/react-router/dist/production');

/** What the web app imports from each library (apps/web/src, tests aside). */
const USED = {
  react: ['StrictMode', 'Suspense', 'Component', 'createContext', 'lazy', 'useCallback', 'useContext', 'useDeferredValue', 'useEffect', 'useId', 'useLayoutEffect', 'useMemo', 'useRef', 'useState', 'useSyncExternalStore'],
  'react/jsx-runtime': ['jsx', 'jsxs', 'Fragment'],
  'react-dom/client': ['createRoot', 'hydrateRoot'],
  'react-router-dom': ['createBrowserRouter', 'RouterProvider', 'Link', 'NavLink', 'Navigate', 'Outlet', 'matchRoutes', 'useBlocker', 'useLocation', 'useNavigate', 'useParams', 'useRouteError', 'useSearchParams'],
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'useMutation', 'useQuery', 'useQueryClient'],
  i18next: ['default'],
  'react-i18next': ['I18nextProvider', 'useTranslation'],
};

const entryOf = (libraries, extra = []) =>
  [
    ...libraries.map((lib, i) => `import ${USED[lib].includes('default') ? `L${i}` : `* as L${i}`} from '${lib}';`),
    ...extra.map(([lib, name], i) => `import { ${name} as X${i} } from '${lib}';`),
    `window.__floor = [${[
      ...libraries.flatMap((lib, i) => (USED[lib].includes('default') ? [`L${i}`] : USED[lib].map((name) => `L${i}.${name}`))),
      ...extra.map((_, i) => `X${i}`),
    ].join(', ')}];`,
  ].join('\n');

async function measure(work, name, code) {
  const dir = join(work, name.replace(/\W+/g, '_'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'entry.js'), code);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(ROUTER, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(ROUTER, 'dom-export.mjs') },
      ],
    },
    build: { outDir: join(dir, 'out'), emptyOutDir: true, minify: true, modulePreload: false, rolldownOptions: { input: join(dir, 'entry.js') } },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const out = join(dir, 'out', 'assets');
  const code_ = readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(out, f)))
    .reduce((all, b) => Buffer.concat([all, b]), Buffer.alloc(0));
  const gz = gzipSync(code_, { level: 9 }).length;
  const br = brotliCompressSync(code_, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(`| ${name} | ${(code_.length / 1024).toFixed(1)} KB | ${(gz / 1024).toFixed(1)} KB | ${(br / 1024).toFixed(1)} KB |`);
}

async function main() {
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, 'mercato-floor-'));
  try {
    console.log('| built | minified | gzipped | Brotli |');
    console.log('|---|---|---|---|');
    const all = Object.keys(USED);
    for (const lib of all) await measure(work, lib, entryOf(lib === 'react-dom/client' ? ['react', lib] : [lib]));
    await measure(work, 'all binding libraries (floor)', entryOf(all));
    await measure(work, 'floor + <Trans>', entryOf(all, [['react-i18next', 'Trans']]));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
