import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { AppLoader } from '../shared/ui/app-loader/app-loader';
import { ErrorBoundary } from '../shared/ui/error-boundary/error-boundary';
import { NotificationProvider } from '../shared/ui/notification/notification';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Texts, server data, notifications and a last-resort error notice for the whole app. The
 * texts' i18next instance comes from outside: the browser's loads them over HTTP, the build's
 * prerender has them all at hand.
 */
export function AppProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
