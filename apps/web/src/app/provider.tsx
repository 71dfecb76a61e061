import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { AppLoader } from '../shared/ui/app-loader/app-loader';
import { ErrorBoundary } from '../shared/ui/error-boundary/error-boundary';
import { NotificationProvider } from '../shared/ui/notification/notification';

/** The app's cache of server answers (the browser's, or one per page the server renders). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Texts, server data, notifications and a last-resort error notice for the whole app. The
 * texts' i18next instance comes from outside: the browser's loads them over HTTP, the build's
 * prerender has them all at hand. A server answer already known (the page's own, written into
 * it by the server) comes in a `queryClient` filled with it.
 */
export function AppProvider({ i18n, queryClient: given, children }: { i18n: I18n; queryClient?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<AppLoader />}>
          <ErrorBoundary>
            <NotificationProvider>{children}</NotificationProvider>
          </ErrorBoundary>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
