#!/usr/bin/env node
/**
 * `npm run bundles`: what the web app's scripts are made of. Builds the web app once more into a
 * temporary folder (the app's own Vite config, plus a recorder of each chunk's modules) and
 * prints
 *  - per chunk: its gzipped size and its heaviest modules (each module's share of the chunk's
 *    gzipped size, estimated from the module's own code gzipped alone, scaled to the chunk);
 *  - per public route: the chunks its first visit loads (the entry, its static imports and the
 *    route's lazy chunks with theirs), and their gzipped total.
 * BUNDLES_TOP: modules listed per chunk (8). A script, not a test: it asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB = join(ROOT, 'apps/web');
const TOP = Number(process.env.BUNDLES_TOP ?? 8);

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const moduleName = (id) => {
  const path = relative(ROOT, id.replace(/\?.*$/, ''));
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  return pkg ? `${pkg[1]} (${pkg[2]})` : path;
};

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'mercato-bundles-'));
  const chunks = new Map();
  try {
    await build({
      root: WEB,
      configFile: join(WEB, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
      plugins: [
        {
          name: 'record-chunk-modules',
          generateBundle(_options, bundle) {
            for (const item of Object.values(bundle)) {
              if (item.type !== 'chunk') continue;
              const modules = Object.entries(item.modules)
                .map(([id, m]) => ({ name: moduleName(id), code: m.code ?? '' }))
                .filter((m) => m.code.length > 0);
              chunks.set(item.fileName, { modules, imports: item.imports, dynamicImports: item.dynamicImports, isEntry: item.isEntry });
            }
          },
        },
      ],
    });
    for (const [fileName, chunk] of chunks) {
      chunk.gzip = gz(readFileSync(join(outDir, fileName)));
      const own = chunk.modules.map((m) => ({ name: m.name, alone: gz(m.code) }));
      const sum = own.reduce((total, m) => total + m.alone, 0) || 1;
      chunk.parts = own.map((m) => ({ name: m.name, share: (m.alone / sum) * chunk.gzip })).sort((a, b) => b.share - a.share);
    }

    console.log('\nChunks, gzipped, with their heaviest modules (share of the chunk, estimated)\n');
    for (const [fileName, chunk] of [...chunks].sort((a, b) => b[1].gzip - a[1].gzip)) {
      if (chunk.gzip < 2048) continue;
      console.log(`${fileName}${chunk.isEntry ? ' (entry)' : ''}: ${kb(chunk.gzip)}`);
      for (const part of chunk.parts.slice(0, TOP)) console.log(`    ${kb(part.share).padStart(9)}  ${part.name}`);
    }

    // The chunks a first visit loads: the entry with its static imports, then a route's lazy chunk with its own.
    const withImports = (fileName, seen = new Set()) => {
      if (seen.has(fileName)) return seen;
      seen.add(fileName);
      for (const next of chunks.get(fileName)?.imports ?? []) withImports(next, seen);
      return seen;
    };
    const entry = [...chunks].find(([, chunk]) => chunk.isEntry)?.[0];
    const byModule = (pattern) => [...chunks].filter(([, chunk]) => chunk.modules.some((m) => pattern.test(m.name))).map(([name]) => name);
    const routes = [
      ['/', []],
      ['/category/{slug}, /product/{slug}, /cart', byModule(/app\/routes\/shop-routes/)],
      ['/auth', byModule(/app\/routes\/account-routes/)],
    ];
    console.log('\nFirst visit of a public route (chunks its JavaScript needs before it shows the page)\n');
    console.log('| route | files | gzipped |');
    console.log('|---|---|---|');
    for (const [route, lazy] of routes) {
      const files = new Set();
      for (const name of [entry, ...lazy]) withImports(name, files);
      const total = [...files].reduce((sum, name) => sum + chunks.get(name).gzip, 0);
      console.log(`| ${route} | ${files.size} | ${kb(total)} |`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
