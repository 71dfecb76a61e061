import { createTestDatabase, type TestDatabase } from '@mercato/test-support';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../../tools/support/chromium.mjs';

const WORKSPACE = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../../../..');
const API_MAIN = join(WORKSPACE, 'apps/api/dist/main.js');
const WEB_INDEX = join(WORKSPACE, 'apps/web/dist/index.html');

export interface RunningServer {
  readonly url: string;
  readonly database: TestDatabase;
  /** Everything the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  readonly env?: Record<string, string>;
}

/**
 * The built product (`npm start`'s own entry point) on a fresh PostgreSQL database with the
 * demo catalogue, on a free port. `npm test` builds it first.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  for (const file of [API_MAIN, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  }
  const database = await createTestDatabase('e2e');
  const dataDir = mkdtempSync(join(tmpdir(), 'mercato-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [API_MAIN], {
    cwd: WORKSPACE,
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Ready on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    database,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's chromium, headless, with nothing that calls out to the internet (flags shared with Lighthouse). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A fresh browser context (own cookies and storage) with the given viewport, failing on page errors. */
export async function newContext(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-CH' });
  context.on('weberror', (error) => {
    throw new Error(`Uncaught error in the page: ${error.error().message}`);
  });
  // A prerendered page shows before its scripts load (boot.js asks for them once it has painted,
  // which may be after the load event that goto and reload wait for): a journey acts on a page
  // only once the app runs it, as a visitor's click before that would do nothing.
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    const live = () => page.waitForSelector('html[data-app-live]', { state: 'attached' });
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (response?.ok() && (response.headers()['content-type'] ?? '').includes('text/html')) await live();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      if (response?.ok() && (response.headers()['content-type'] ?? '').includes('text/html')) await live();
      return response;
    };
    return page;
  };
  return context;
}
