import { createBrowserRouter, matchRoutes, RouterProvider, useRouteError, type RouteObject } from 'react-router-dom';
import { CrashNotice } from '../shared/ui/error-boundary/error-boundary';
import { appRoutes } from './routes';

/** The shell itself (header, footer) failed to render: the same translated notice as the app's error boundary. */
function ShellCrash() {
  const error = useRouteError();
  console.error('[app] rendering failed', error);
  return <CrashNotice />;
}

/**
 * The route tree of the data router: the app's routes under a catch-all error element. A data
 * router is needed for `useBlocker` (the profile's guard against leaving with unsaved changes,
 * also on the browser's Back and Forward). The tests render the same routes in a memory router.
 */
export const withShellCrash = (routes: RouteObject[]): RouteObject[] => [{ errorElement: <ShellCrash />, children: routes }];

export const routerRoutes = withShellCrash(appRoutes);

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  // One router for the life of the page, created on first use (not at import): a render that
  // suspends for the translations and starts over must not leave a second router listening.
  browserRouter ??= createBrowserRouter(routerRoutes);
  return <RouterProvider router={browserRouter} />;
}

/**
 * Loads the screens that load on visit for the routes matching `pathname` and puts them in
 * place, before the router exists: it then starts with the page already there, as the
 * prerendered HTML shows it, and hydration finds what it expects instead of a blank moment.
 */
export async function loadMatchedScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(routerRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, screen);
      delete route.lazy;
    }),
  );
}
