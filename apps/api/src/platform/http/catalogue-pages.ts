import type { Request, Response } from 'express';
import { Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@mercato/contracts';
import type { ResponseCache } from '../response-cache/response-cache.js';
import { CompressedBody } from './compressed-body.js';

const logger = new Logger('CataloguePages');

/** What the API process uses of the web app's server build (apps/web/src/entry-server.tsx). */
interface PageQuery {
  readonly key: readonly unknown[];
  readonly url: string;
  readonly decisive: boolean;
}
interface ServerBuild {
  pageQueries(pathname: string, search: string, language: Language): PageQuery[] | 'notFound' | null;
  renderWithAnswers(path: string, language: Language, queries: readonly PageQuery[], answers: readonly unknown[]): Promise<unknown>;
  fillPage(template: string, page: { rendered: unknown; queries: readonly PageQuery[]; answers: readonly unknown[]; canonical?: string }): string;
}

export interface CataloguePagesOptions {
  /**
   * Where this process answers HTTP itself (`http://127.0.0.1:3000`), or null while it does not
   * listen: the pages read the catalogue through the API's own answers (and its response cache).
   */
  readonly origin: () => string | null;
  /** The catalogue response cache: a rendered page is kept exactly as long as its answers are. */
  readonly cache?: ResponseCache;
  /** The shop's public address, for the pages' canonical links. */
  readonly publicUrl?: string;
}

/** A page as sent: the HTML and, made on first demand, its Brotli and gzip forms. */
class PageBody {
  // Brotli quality 5: about a millisecond for a catalogue page, and each is compressed once per catalogue change.
  private readonly body: CompressedBody;
  constructor(
    readonly status: number,
    html: Buffer,
  ) {
    this.body = new CompressedBody(html, { br: 5, gzip: 6 });
  }

  send(req: Request, res: Response): void {
    res.status(this.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    // A page's language follows the cookie: a cache must keep one copy per cookie.
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    this.body.send(req, res);
  }
}

/** About 50 KB each (the HTML, then its Brotli form): at most about 30 MB. */
const MAX_PAGES = 500;
const ANSWER_TIMEOUT_MS = 5_000;

/**
 * The category and product pages with their catalogue data in the HTML: the server reads the
 * answers the page's screen would ask the API for (the category and the first page of its
 * products; the product) from the API itself, renders the page with them (the web app's server
 * build, react-dom/server) into the prerendered page of the cookie's language, and writes the
 * answers beside it for the app to adopt (no second request, no mismatch). So the largest
 * paint (the category's text, the product's picture, preloaded) no longer waits for the
 * scripts and the API.
 *
 * The rendered page is kept per (page, language) until the catalogue response cache drops its
 * answers (any change of the catalogue: texts, prices, stock), and only when it was made from
 * answers of the cache's current state: a page is never staler than the API's own answers.
 * A slug that cannot exist, or that the API does not know, gets the prerendered page with a
 * 404 (the app shows its not-found page); any other failure the prerendered page as before.
 */
export class CataloguePages {
  private build: Promise<ServerBuild | null> | null = null;
  /** Per language and kind: the page to fill (scripts asked for once it has painted) and the prerendered skeleton (for a 404). */
  private readonly templates = new Map<string, { fill: string; skeleton: string }>();
  private readonly pages = new Map<string, PageBody>();
  private readonly pending = new Map<string, Promise<PageBody | null>>();

  constructor(
    private readonly distDir: string,
    private readonly options: CataloguePagesOptions,
  ) {
    for (const language of LANGUAGES) {
      for (const name of ['category', 'product']) {
        const fill = join(distDir, 'server', 'pages', language, `${name}.html`);
        const skeleton = join(distDir, 'prerendered', language, `${name}.html`);
        if (existsSync(fill) && existsSync(skeleton)) this.templates.set(`${language}/${name}`, { fill: readFileSync(fill, 'utf8'), skeleton: readFileSync(skeleton, 'utf8') });
      }
    }
    options.cache?.onInvalidate(() => this.pages.clear());
  }

  /** Whether this server build exists (the web app was built with it). */
  get available(): boolean {
    return this.templates.size > 0 && existsSync(this.serverEntry);
  }

  private get serverEntry(): string {
    return join(this.distDir, 'server', 'entry-server.js');
  }

  private loadBuild(): Promise<ServerBuild | null> {
    this.build ??= (import(pathToFileURL(this.serverEntry).href) as Promise<ServerBuild>).catch((error: unknown) => {
      logger.error(`The web app's server build could not be loaded; catalogue pages go out without their data: ${(error as Error).message}`);
      return null;
    });
    return this.build;
  }

  /**
   * Answers a category or product page and returns true, or returns false (any other path, a
   * view left to the app, a failure): the caller then sends the prerendered page.
   */
  async serve(req: Request, res: Response, language: Language): Promise<boolean> {
    const kind = /^\/(category|product)\//.exec(req.path)?.[1];
    const template = kind ? this.templates.get(`${language}/${kind}`) : undefined;
    if (!kind || template === undefined) return false;
    const build = await this.loadBuild();
    if (!build) return false;
    const q = req.originalUrl.indexOf('?');
    const queries = build.pageQueries(req.path, q === -1 ? '' : req.originalUrl.slice(q), language);
    if (queries === null) return false;
    if (queries === 'notFound') {
      this.notFound(language, kind, template).send(req, res);
      return true;
    }
    const key = `${language} ${queries.map(({ url }) => url).join(' ')}`;
    let page = this.pages.get(key);
    if (!page) {
      let making = this.pending.get(key);
      if (!making) {
        making = this.make(build, req.path, language, kind, template, queries, key).finally(() => this.pending.delete(key));
        this.pending.set(key, making);
      }
      page = (await making) ?? undefined;
    }
    if (!page) return false;
    page.send(req, res);
    return true;
  }

  private notFound(language: Language, kind: string, template: { skeleton: string }): PageBody {
    const key = `${language} 404 ${kind}`;
    let page = this.pages.get(key);
    if (!page) {
      page = new PageBody(404, Buffer.from(template.skeleton));
      this.keep(key, page);
    }
    return page;
  }

  private async make(build: ServerBuild, path: string, language: Language, kind: string, template: { fill: string; skeleton: string }, queries: readonly PageQuery[], key: string): Promise<PageBody | null> {
    const origin = this.options.origin();
    if (origin === null) return null;
    const mark = this.options.cache?.mark();
    try {
      // The answers are independent of each other (the listing names the category by its
      // slug): asked for together, then read in order, as the page needs them.
      const settled = await Promise.allSettled(
        queries.map((query) =>
          fetch(`${origin}${query.url}`, {
            headers: { Accept: 'application/json', 'Accept-Language': language },
            signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
          }),
        ),
      );
      const answers: unknown[] = [];
      let unknown = false;
      try {
        for (const [i, result] of settled.entries()) {
          if (result.status === 'rejected') throw result.reason;
          const response = result.value;
          if (response.status === 404 && queries[i]!.decisive) {
            unknown = true;
            break;
          }
          if (response.status !== 200) return null;
          answers.push(await response.json());
        }
      } finally {
        // The bodies left unread (after a 404 or a failure) release their connections.
        for (const result of settled) if (result.status === 'fulfilled' && !result.value.bodyUsed) void result.value.body?.cancel().catch(() => undefined);
      }
      let page: PageBody;
      if (unknown) {
        // One page per language and kind for every unknown slug: no memory of its own.
        page = this.notFound(language, kind, template);
      } else {
        const rendered = await build.renderWithAnswers(path, language, queries, answers);
        const slug = queries[0]!.url.slice(queries[0]!.url.lastIndexOf('/') + 1);
        const canonical = this.options.publicUrl ? `${this.options.publicUrl}/${kind}/${slug}` : undefined;
        page = new PageBody(200, Buffer.from(build.fillPage(template.fill, { rendered, queries, answers, canonical })));
      }
      // Kept only when made from answers of the response cache's current state.
      if (mark !== undefined && this.options.cache!.mayKeep(mark)) this.keep(key, page);
      return page;
    } catch (error) {
      logger.warn(`Catalogue page ${path} went out without its data: ${(error as Error).message}`);
      return null;
    }
  }

  private keep(key: string, page: PageBody): void {
    if (this.pages.size >= MAX_PAGES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, page);
  }
}
