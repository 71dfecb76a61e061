import { afterAll, beforeAll } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, startServer, type RunningServer } from './harness.js';

export interface PageOptions {
  readonly viewport?: typeof DESKTOP;
  /** The interface language, set before the app starts. */
  readonly language?: string;
}

/**
 * One journey file's world: the built product on a fresh database, its mails caught by a local
 * SMTP server, and a browser. Call at the top of a spec file; it registers the hooks.
 */
export function mailJourney() {
  let server: RunningServer;
  let browser: Browser;
  let catcher: SmtpCatcher;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    catcher = await SmtpCatcher.start();
    [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: catcher.url } }), launchBrowser()]);
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
    await catcher?.stop();
  });

  const url = (path: string) => `${server.url}${path}`;

  async function openPage(path: string, { viewport = DESKTOP, language }: PageOptions = {}): Promise<Page> {
    const context = await newContext(browser, server.url, viewport);
    contexts.push(context);
    if (language) {
      await context.addInitScript((lang) => {
        try {
          localStorage.setItem('lang', lang);
        } catch {
          // about:blank has no storage; the app's pages do.
        }
      }, language);
    }
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  return {
    get server(): RunningServer {
      return server;
    },
    get catcher(): SmtpCatcher {
      return catcher;
    },
    url,
    openPage,
  };
}

/** A fresh address per journey: the accounts of one run never meet. */
export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@bistro-e2e.ch`;

/** Pastes text into an element the way a browser does (a paste event carrying the clipboard). */
export async function paste(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).first().focus();
  await page.locator(selector).first().evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Signs in through the form of /auth (French) and waits for the home page it leads to. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const login = page.getByRole('tabpanel', { name: 'Se connecter' });
  await login.getByLabel('E-mail', { exact: true }).fill(email);
  await login.getByLabel('Mot de passe', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((address) => address.pathname === '/');
}
