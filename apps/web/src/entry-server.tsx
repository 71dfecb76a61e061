/**
 * The build's prerender (scripts/prerender.mjs) imports this module from a server build: it
 * renders the public pages to HTML in each language, as a visitor with nothing stored sees
 * them before any answer of the API - the frame, the texts, and skeletons where the catalogue
 * goes (prices and stock always come fresh from the API) - and the browser then adopts that
 * HTML (main.tsx). Nothing of a visitor (signed-in user, cart) can be in it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from '@mercato/contracts';
import de from '@mercato/i18n/translations/de.json' with { type: 'json' };
import fr from '@mercato/i18n/translations/fr.json' with { type: 'json' };
import it from '@mercato/i18n/translations/it.json' with { type: 'json' };
import { AppProvider } from './app/provider';
import { routerRoutes } from './app/router';
import { i18nBaseOptions } from './shared/i18n/i18n-config';
import { serverHead } from './shared/lib/server-head';

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
export async function render(path: string, language: Language): Promise<RenderedPage> {
  const handler = createStaticHandler(routerRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  delete serverHead.title;
  delete serverHead.description;
  const html = renderToString(
    <StrictMode>
      <AppProvider i18n={serverI18n(language)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, title: serverHead.title, description: serverHead.description };
}
