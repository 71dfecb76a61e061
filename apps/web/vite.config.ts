import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const fromHere = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

/** Paths the API owns; in development they are forwarded to the API on port 3000. */
const apiTarget = 'http://127.0.0.1:3000';
const proxied = ['/api', '/translate', '/media', '/dev'];

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip files beside every text asset, made once at build time and served as they are
  // (not for the prerender's server build, which never leaves the build).
  plugins: [react(), ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })])],
  // What a prerendered page's footer shows until the browser has adopted it (the client and the
  // prerender are built in the same run).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [
      { find: '@mercato/contracts', replacement: fromHere('../../libs/contracts/src/index.ts') },
      { find: '@mercato/api-client', replacement: fromHere('../../libs/api-client/src/index.ts') },
      // react-router's package.json points every condition at its development build (its dev-only
      // warnings and checks); its production build sits beside it, and the browser gets that one
      // (only 0.3 KB less gzipped: the router is 28 KB either way). The prerender's server build
      // leaves react-router to Node, which runs it once at build time: the markup is the same.
      ...(isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: fromHere('../../node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: fromHere('../../node_modules/react-router/dist/production/dom-export.mjs') },
          ]),
    ],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet (about 17 KB over the wire) instead of a chain of small render-blocking ones.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 2 },
            { name: 'shared', test: /(apps[\\/]web[\\/]src|libs)[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
    // Which chunks each screen needs: the prerender preloads them with its page (then deletes it).
    manifest: true,
  },
}));
