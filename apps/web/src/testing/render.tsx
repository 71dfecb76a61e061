import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  useRoutes,
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

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

interface Where {
  location?: Location;
  navigationType?: NavigationType;
}

function LocationProbe({ onChange }: { onChange: (where: Where) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    onChange({ location, navigationType });
  }, [location, navigationType, onChange]);
  return null;
}

/** Renders route objects (the app's, usually) starting at `route`; `where` tells where it ended. */
export function renderRoutes(routes: RouteObject[], { language = 'fr', route = '/' }: Options = {}) {
  const i18n = createTestI18n(language);
  const where: Where = {};
  const record = (now: Where) => {
    Object.assign(where, now);
  };
  const result = render(
    <Providers i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <RouteTree routes={routes} />
        <LocationProbe onChange={record} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, i18n, where };
}
