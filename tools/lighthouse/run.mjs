#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12.x (mobile, its default throttling) on Debian's Chromium
 * against the built app on PostgreSQL with the demo catalogue, three runs per page, medians
 * printed as a table, with the JavaScript and CSS each page loads (bytes over the wire, and
 * the script files it needed); on stderr, per page, each run's score with the machine's load
 * average before it (the simulated throttling scales with the CPU time it observes, so a busy
 * machine reads slower), the largest paint's element and any layout shift.
 *
 * Pages: LIGHTHOUSE_PAGES (comma-separated paths), by default the public ones: `/`, the first
 * category, its first product, `/auth` and `/cart`. Runs: LIGHTHOUSE_RUNS (3). Chromium: CHROMIUM_PATH (or CHROME_PATH)
 * (/usr/bin/chromium). LIGHTHOUSE_REPORT_DIR: a folder for each run's full JSON report. Needs PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test): a database of its own, dropped afterwards.
 * A script, not a test: it asserts nothing.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, createDatabase, startApp } from '../support/app-process.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_REPORT_DIR: keep each run's full report (JSON) there, to see what a score is made of. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function summarise(lhr) {
  const audits = lhr.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const ofType = (type) => requests.filter((r) => r.resourceType === type);
  const bytes = (items) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsBytes: bytes(ofType('Script')),
    jsFiles: ofType('Script').length,
    cssBytes: bytes(ofType('Stylesheet')),
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    shifted: (audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.snippet ?? '?'} (${item.score?.toFixed(3)})`),
  };
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

async function main() {
  console.log('Building…');
  buildApp();
  const { url: databaseUrl, drop } = await createDatabase('lighthouse');
  const dataDir = mkdtempSync(join(tmpdir(), 'mercato-lighthouse-'));
  const app = await startApp({ databaseUrl, dataDir, seed: true, cache: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const categories = await (await fetch(`${app.base}/api/category/get_all_categories.php`)).json();
    const firstCategory = (categories.categories ?? categories.data ?? categories)[0]?.slug ?? 'viande';
    const products = await (await fetch(`${app.base}/api/v1/products?category=${encodeURIComponent(firstCategory)}`)).json();
    const firstProduct = products.items?.[0]?.slug ?? 'entrecote-de-boeuf-suisse';
    const pages = (process.env.LIGHTHOUSE_PAGES ?? `/,/category/${firstCategory},/product/${firstProduct},/auth,/cart`).split(',');
    const rows = [];
    for (const page of pages) {
      const runs = [];
      const loads = [];
      for (let i = 0; i < RUNS; i++) {
        loads.push(load());
        const result = await lighthouse(`${app.base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) has no metrics:
        // it is run again instead of counting as a score of 0 in the medians.
        if (result.lhr.runtimeError) {
          console.error(`  ${page}: run ${i + 1} failed (${result.lhr.runtimeError.code}), running it again`);
          i--;
          continue;
        }
        runs.push(summarise(result.lhr));
        if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${page.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      const numeric = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
      rows.push({ page, ...Object.fromEntries(numeric.map((key) => [key, pick(key)])) });
      console.error(`  ${page}: performance ${runs.map((r) => r.performance).join(', ')}; load average before each run: ${loads.join(' | ')}`);
      console.error(`    largest paint: ${[...new Set(runs.map((r) => r.lcpElement))].join(' / ')}`);
      const shifts = [...new Set(runs.flatMap((r) => r.shifted))];
      if (shifts.length > 0) console.error(`    layout shifts: ${shifts.join('; ')}`);
    }
    console.log(`\nLighthouse ${lighthouse.version ?? '12'} mobile, medians of ${RUNS} runs (Chromium at ${CHROMIUM_PATH}); load average now ${load()}\n`);
    console.log('| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS (files) | CSS |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} (${r.jsFiles}) | ${kb(r.cssBytes)} |`,
      );
    }
  } finally {
    await chrome.kill();
    await app.stop();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
