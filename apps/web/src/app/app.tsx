import { i18n } from '../shared/i18n/i18n';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider i18n={i18n}>
      <AppRouter />
    </AppProvider>
  );
}
