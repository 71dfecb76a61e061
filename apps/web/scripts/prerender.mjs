#!/usr/bin/env node
/**
 * Second step of the web app's build (after `vite build`): renders the public pages a first
 * visit lands on (src/entry-server.tsx: home, category, product, sign-in, cart) in French,
 * German and Italian, and writes each as a whole document under dist/prerendered/{language}/,
 * with Brotli and gzip copies. The server sends one of them for such a path, in the language of
 * the `lang` cookie, and the browser adopts it (main.tsx) instead of starting from an empty page.
 *
 * Each page gets its own title, description and `<html lang>`; the scripts of its screen and the
 * texts of its language come with it when its largest paint waits for the API (category,
 * product), or else are named for boot.js to ask for once the page has painted; the home page
 * also preloads its hero image. Also written: `shell.html` per language (no content, for every
 * other path) and `pages.json` (which paths get which page). The prerender refuses a page that carries an inline script or style
 * (the CSP forbids both) or the placeholder slug of a page made for every slug.
 *
 * The server build of src/entry-server.tsx stays in dist/server (self-contained, never served),
 * with dist/server/pages/{language}/{category,product}.html: the pages the API fills with each
 * category's and product's catalogue data (apps/api/src/platform/http/catalogue-pages.ts). Those
 * paint from their HTML, so, unlike the prerendered skeletons of the same pages (which the API
 * still sends for a view it leaves to the app and for a 404), they name their scripts and texts
 * for boot.js to ask for once the page has painted.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const WEB = resolve(import.meta.dirname, '..');
const DIST = join(WEB, 'dist');
const OUT = join(DIST, 'prerendered');
/** The server build of src/entry-server.tsx; kept: the API renders catalogue pages with it (never served as a file). */
const SERVER_DIR = join(DIST, 'server');
const HERO_IMAGE = '/video/hero-poster.jpg';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunks a screen needs (its own file and what it imports), as the client build named them. */
function chunksOf(manifest, source, seen = new Set()) {
  const entry = manifest[source];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/**
 * A page whose largest paint waits for the API fetches its scripts with it, but after the
 * stylesheet and the hero image (low priority): they are not render-blocking, and Lighthouse
 * would count scripts of high priority into its first paint.
 */
function lowScriptPriority(html) {
  return html
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

/**
 * A prerendered page paints from its HTML: its scripts and texts only make it live. Instead of
 * tags that the browser fetches beside the stylesheet, the font and the first image, the page
 * names them in `<meta name="mercato-start">` (texts, chunks, the entry last) and boot.js asks
 * for them once the page has painted. (Lighthouse's simulated LCP counts every request that
 * ended before the observed paint: 140 KB of scripts and 17 KB of texts, about 0.7 s at its
 * throttled mobile bandwidth.)
 */
function deferredStart(html, files) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('prerender: the template has no module script');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const start = [...files, ...preloaded.map((match) => match[1]), entry[1]];
  let result = html.replace(entry[0], '');
  for (const match of preloaded) result = result.replace(match[0], '');
  // Before boot.js, which reads it.
  return result.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta name="mercato-start" content="${[...new Set(start)].join(' ')}" />`);
}

function writeCompressed(file, text) {
  const body = Buffer.from(text);
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

/** src/boot.js as a hashed asset (cached for good, like the others): its `<script>` tag. */
function emitBootScript() {
  // Without its comments and indentation: it is fetched before the first paint.
  const code = readFileSync(join(WEB, 'src/boot.js'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeCompressed(join(DIST, file), code);
  return `<script src="/${file}"></script>`;
}

function refuseForbidden(name, html, slug) {
  if (/<script(?![^>]*\bsrc=)/i.test(html)) throw new Error(`prerender: ${name} holds an inline script`);
  if (/\sstyle="/i.test(html)) throw new Error(`prerender: ${name} holds an inline style (the CSP forbids it)`);
  if (html.includes(slug)) throw new Error(`prerender: ${name} shows the placeholder slug: it must not depend on the slug before the API answers`);
}

async function main() {
  {
    await build({
      root: WEB,
      configFile: join(WEB, 'vite.config.ts'),
      logLevel: 'warn',
      // Self-contained (React and the rest inside, in their production builds): the API process
      // imports it to render catalogue pages and needs none of the web app's packages.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: { ssr: 'src/entry-server.tsx', outDir: SERVER_DIR, emptyOutDir: true, copyPublicDir: false },
    });
    const server = await import(pathToFileURL(join(SERVER_DIR, 'entry-server.js')).href);
    const template = readFileSync(join(DIST, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
    const inTemplate = (file) => template.includes(`/${file}"`);
    const boot = emitBootScript();

    const documentOf = ({ language, title, description, preloads, root }) => {
      const head = preloads.join('\n    ');
      let html = template
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`)
        .replace('<div id="root"></div>', root)
        // Before the stylesheet and the module: it marks <html> before anything paints.
        .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${boot}`);
      if (head) html = html.replace('</head>', `    ${head}\n  </head>`);
      return html;
    };

    rmSync(OUT, { recursive: true, force: true });
    for (const language of server.LANGUAGES) {
      mkdirSync(join(OUT, language), { recursive: true });
      // The texts of an empty page: the app needs them before it can show anything, so they come with it.
      const texts = [`<link rel="preload" as="fetch" href="/translate/${language}.json" crossorigin />`];
      const home = await server.render('/', language);
      for (const page of server.prerenderedPages) {
        const rendered = page.name === 'home' ? home : await server.render(page.path, language);
        const scripts = [...new Set(page.screens.flatMap((screen) => [...chunksOf(manifest, screen)]).filter((file) => !inTemplate(file)))];
        const whole = documentOf({
          language,
          title: rendered.title ?? home.title,
          description: rendered.description ?? home.description,
          preloads: [
            ...(page.name === 'home' ? [`<link rel="preload" as="image" href="${HERO_IMAGE}" fetchpriority="high" />`] : []),
            ...(page.paintsFromApi ? [...texts, ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)] : []),
          ],
          root: `<div id="root" data-prerendered="${language}">${rendered.html}</div>`,
        });
        const started = [`/translate/${language}.json`, ...scripts.map((file) => `/${file}`)];
        const html = page.paintsFromApi ? lowScriptPriority(whole) : deferredStart(whole, started);
        refuseForbidden(`${language}/${page.name}`, html, server.ANY_SLUG);
        writeCompressed(join(OUT, language, `${page.name}.html`), html);
        if (page.paintsFromApi) {
          // The same page for the API to fill with its catalogue data (catalogue-pages.ts): that
          // page paints from its HTML, so it names its scripts for boot.js like the home page.
          const filled = deferredStart(documentOf({ language, title: rendered.title ?? home.title, description: rendered.description ?? home.description, preloads: [], root: `<div id="root" data-prerendered="${language}">${rendered.html}</div>` }), started);
          refuseForbidden(`${language}/${page.name} (to fill)`, filled, server.ANY_SLUG);
          mkdirSync(join(SERVER_DIR, 'pages', language), { recursive: true });
          writeFileSync(join(SERVER_DIR, 'pages', language, `${page.name}.html`), filled);
        }
      }
      // Every other path: no content, but the visitor's language, title and texts.
      writeCompressed(
        join(OUT, language, 'shell.html'),
        documentOf({ language, title: home.title, description: home.description, preloads: texts, root: '<div id="root"></div>' }),
      );
    }
    writeFileSync(join(OUT, 'pages.json'), JSON.stringify(server.prerenderedPages.map(({ name, pattern }) => ({ name, pattern })), null, 2));
    rmSync(join(DIST, '.vite'), { recursive: true, force: true });
    rmSync(join(SERVER_DIR, '.vite'), { recursive: true, force: true });
    process.stdout.write(`prerendered ${server.prerenderedPages.length} pages in ${server.LANGUAGES.join(', ')} into dist/prerendered\n`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
