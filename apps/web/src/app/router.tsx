import { BrowserRouter, useRoutes } from 'react-router-dom';
import { appRoutes } from './routes';

/** The route tree of the app; the tests render the same one in a memory router. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
