/**
 * The build's prerender (scripts/prerender.mjs) imports this module from a server build: it
 * renders the public pages to HTML in each language, as a visitor with nothing stored sees
 * them before any answer of the API - the frame, the texts, and skeletons where the catalogue
 * goes (prices and stock always come fresh from the API) - and the browser then adopts that
 * HTML (main.tsx). Nothing of a visitor (signed-in user, cart) can be in it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getGetCategoryQueryKey,
  getGetCategoryUrl,
  getGetProductBySlugQueryKey,
  getGetProductBySlugUrl,
  getListProductsQueryKey,
  getListProductsUrl,
  type CategoryResponseDto,
  type ListProductsParams,
  type ProductPageDto,
  type ProductResponseDto,
} from '@mercato/api-client';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import i18next, { type i18n as I18n } from 'i18next';
import { isSlug, LANGUAGES, type Language } from '@mercato/contracts';
import de from '@mercato/i18n/translations/de.json' with { type: 'json' };
import fr from '@mercato/i18n/translations/fr.json' with { type: 'json' };
import it from '@mercato/i18n/translations/it.json' with { type: 'json' };
import { AppProvider, createQueryClient } from './app/provider';
import { PRODUCTS_PER_PAGE } from './features/catalogue/api/use-shop-catalogue';
import { PAGE_PARAM, SUBCATEGORY_PARAM } from './features/catalogue/components/category-page';
import { readPageParam } from './features/catalogue/lib/page-param';
import { routerRoutes } from './app/router';
import { i18nBaseOptions } from './shared/i18n/i18n-config';
import { serverHead } from './shared/lib/server-head';
import { PAGE_ANSWERS_ID, pageAnswersJson } from './shared/lib/page-answers';

export { LANGUAGES };

/** Stands for the slug of a page made for every slug; the prerender checks that none of it shows. */
export const ANY_SLUG = 'any-slug-0f6c1e';

export interface PrerenderedPage {
  /** File name under dist/prerendered/{language}/. */
  readonly name: string;
  /** The path rendered. */
  readonly path: string;
  /** Which request paths get this page (a regular expression, for the server). */
  readonly pattern: string;
  /** Source files of the screens the page loads on visit (their chunks are preloaded with it). */
  readonly screens: readonly string[];
  /**
   * Whether its largest paint comes from the API (the category's texts, the product's picture):
   * then its scripts lie on that paint's path and are fetched with the page. Otherwise the
   * prerendered HTML paints it, and the scripts are asked for once it has painted (boot.js).
   */
  readonly paintsFromApi: boolean;
}

const SHOP = 'src/app/routes/shop-routes.tsx';
const ACCOUNT = 'src/app/routes/account-routes.tsx';

/** The public pages a first visit most often lands on. */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { name: 'home', path: '/', pattern: '^/$', screens: [], paintsFromApi: false },
  { name: 'category', path: `/category/${ANY_SLUG}`, pattern: '^/category/[^/]+/?$', screens: [SHOP], paintsFromApi: true },
  { name: 'product', path: `/product/${ANY_SLUG}`, pattern: '^/product/[^/]+/?$', screens: [SHOP], paintsFromApi: true },
  { name: 'auth', path: '/auth', pattern: '^/auth/?$', screens: [ACCOUNT], paintsFromApi: false },
  { name: 'cart', path: '/cart', pattern: '^/cart/?$', screens: [SHOP], paintsFromApi: false },
];

const texts = { fr, de, it };

function serverI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...i18nBaseOptions,
    lng: language,
    initAsync: false,
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: texts[lng] }])),
    react: { useSuspense: false },
  });
  return instance;
}

export interface RenderedPage {
  readonly html: string;
  readonly title?: string;
  readonly description?: string;
}

/** The HTML of `#root` for `path` in `language`, with the title and description the page sets. */
export async function render(path: string, language: Language, queryClient?: QueryClient): Promise<RenderedPage> {
  const handler = createStaticHandler(routerRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  delete serverHead.title;
  delete serverHead.description;
  const html = renderToString(
    <StrictMode>
      <AppProvider i18n={serverI18n(language)} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, title: serverHead.title, description: serverHead.description };
}

/** One API answer a page renders from: the query's key in the app's cache and the URL it reads. */
export interface PageQuery {
  readonly key: QueryKey;
  readonly url: string;
  /** A 404 of this answer makes the page the app's not-found page. */
  readonly decisive: boolean;
}

/**
 * The API answers the server fills into a catalogue page for `pathname` + `search` in
 * `language` before the browser asks for them (the category with the first page of its
 * products; the product), under the very keys and URLs of the screens' own queries, so the
 * app adopts the HTML and finds its answers already there. Null for every other page, and for
 * a view the server leaves to the app (a subcategory filter, a later page); `notFound` for a
 * slug that cannot exist.
 */
export function pageQueries(pathname: string, search: string, language: Language): PageQuery[] | 'notFound' | null {
  const match = /^\/(category|product)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]!);
  } catch {
    return 'notFound';
  }
  if (!isSlug(slug)) return 'notFound';
  if (match[1] === 'product') {
    return [{ key: getGetProductBySlugQueryKey(slug), url: getGetProductBySlugUrl(slug), decisive: true }];
  }
  const params = new URLSearchParams(search);
  if (params.get(SUBCATEGORY_PARAM) || readPageParam(params.get(PAGE_PARAM)) !== 1) return null;
  // As CategoryProducts asks: { limit, category, subcategory, page, lang }, in this order.
  const listing: ListProductsParams = { limit: PRODUCTS_PER_PAGE, category: slug, subcategory: undefined, page: 1, lang: language };
  return [
    { key: getGetCategoryQueryKey(slug), url: getGetCategoryUrl(slug), decisive: true },
    { key: getListProductsQueryKey(listing), url: getListProductsUrl(listing), decisive: false },
  ];
}

export interface RenderedCataloguePage extends RenderedPage {
  /** The picture the page's largest paint most likely is (the product's), to preload with high priority. */
  readonly image?: string;
}

/**
 * A catalogue page with its API answers (`pageQueries`, in order) already in the app's cache:
 * the HTML shows the category and its products, or the product, as the browser will once it
 * has adopted the page. Nothing of a visitor is in it.
 */
export async function renderWithAnswers(path: string, language: Language, queries: readonly PageQuery[], answers: readonly unknown[]): Promise<RenderedCataloguePage> {
  const queryClient = createQueryClient();
  queries.forEach((query, index) => queryClient.setQueryData(query.key, answers[index]));
  const page = await render(path, language, queryClient);
  queryClient.clear();
  const first = answers[0] as Partial<ProductResponseDto & CategoryResponseDto> | undefined;
  const image = first?.product?.image_url ?? (answers[1] as Partial<ProductPageDto> | undefined)?.items?.[0]?.image_url ?? undefined;
  return { ...page, image: typeof image === 'string' && image.startsWith('/') ? image : undefined };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface FilledPage {
  readonly rendered: RenderedCataloguePage;
  readonly queries: readonly PageQuery[];
  readonly answers: readonly unknown[];
  /** The page's address for search engines (absolute), when the server knows its public address. */
  readonly canonical?: string;
}

/**
 * The prerendered page of the same kind (its head, scripts and boot marks; the skeletons in
 * `#root`) with the rendered catalogue page in `#root`, its title and description, a preload
 * of its picture, its canonical address, and the answers it was rendered from as a JSON data
 * block for the app (main.tsx). Every text from the catalogue is escaped.
 */
export function fillPage(template: string, { rendered, queries, answers, canonical }: FilledPage): string {
  const start = template.indexOf('<div id="root" data-prerendered="');
  const end = template.lastIndexOf('</div>', template.lastIndexOf('</body>'));
  if (start === -1 || end === -1 || end < start) throw new Error('fillPage: the template has no prerendered #root');
  const open = template.slice(start, template.indexOf('>', start) + 1);
  const json = pageAnswersJson(queries.map((query, index) => [query.key, answers[index]] as const));
  const head = [
    ...(rendered.image ? [`<link rel="preload" as="image" href="${escapeHtml(rendered.image)}" fetchpriority="high" />`] : []),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
  ];
  let html =
    template.slice(0, start) +
    `${open}${rendered.html}</div>\n    <script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>` +
    template.slice(end + '</div>'.length);
  // Replaced by functions: a `$` in a catalogue text is no replacement pattern.
  const { title, description } = rendered;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) html = html.replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  // The picture before the scripts (which the page fetches at low priority) and the stylesheet:
  // it is the largest paint, the scripts only make the page live.
  if (head.length > 0) html = html.replace(/<script type="module"|<link rel="stylesheet"/, (tag) => `${head.join('\n    ')}\n    ${tag}`);
  return html;
}
