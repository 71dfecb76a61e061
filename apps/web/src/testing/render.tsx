import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type InitialEntry,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@mercato/contracts';
import { NotificationProvider } from '../shared/ui/notification/notification';
import { createTestI18n } from './test-i18n';

interface Options {
  language?: Language;
  /** A path, or a location with state (what a page hands over when it navigates). */
  route?: InitialEntry;
}

interface RoutesOptions extends Options {
  /** Entries of the session history before `route` (what the browser's Back returns to). */
  history?: InitialEntry[];
}

function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  // A fresh cache per test, and no automatic retries: a failure shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>{children}</NotificationProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Renders one component inside the app's providers and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { language = 'fr', route = '/' }: Options = {}) {
  const i18n = createTestI18n(language);
  const result = render(
    <Providers i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, i18n };
}

interface Where {
  readonly location?: Location;
  readonly navigationType?: NavigationType;
}

/**
 * Renders route objects (the app's, usually) in a data router like the app's, starting at
 * `route`; `where` tells where it is now, `router` drives it (e.g. `router.navigate(-1)`, the
 * browser's Back button).
 */
export function renderRoutes(routes: RouteObject[], { language = 'fr', route = '/', history = [] }: RoutesOptions = {}) {
  const i18n = createTestI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [...history, route] });
  const where: Where = {
    get location() {
      return router.state.location;
    },
    get navigationType() {
      return router.state.historyAction;
    },
  };
  const result = render(
    <Providers i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, i18n, where, router };
}

/**
 * Waits until the router rests: the screens of the current location loaded and no navigation
 * (a redirect, say) under way for two looks in a row.
 */
export async function settled(router: ReturnType<typeof createMemoryRouter>) {
  let last = '';
  await waitFor(() => {
    const { initialized, navigation, location } = router.state;
    const resting = initialized && navigation.state === 'idle' ? location.key : '';
    const moved = !resting || resting !== last;
    last = resting;
    if (moved) throw new Error('the router is still moving');
  });
}

/**
 * Renders route objects like `renderRoutes` and waits until the router rests (the app's screens
 * load on first visit, as in the browser).
 */
export async function renderLoadedRoutes(routes: RouteObject[], options: RoutesOptions = {}) {
  const rendered = renderRoutes(routes, options);
  await settled(rendered.router);
  return rendered;
}
