import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../shared/i18n/i18n';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
