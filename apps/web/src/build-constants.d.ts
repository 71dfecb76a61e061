/** The year of the build (vite.config.ts `define`): what a prerendered page's footer shows until hydration. */
declare const __BUILD_YEAR__: number;
