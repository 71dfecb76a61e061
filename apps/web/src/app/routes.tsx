import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found';
import { paths } from '../shared/config/paths';
import { AppLayout } from './app-layout';
import { HomeRoute } from './routes/home-route';

const adminPages = [
  paths.admin.dashboard,
  paths.admin.addProduct,
  paths.admin.addCategory,
  paths.admin.addSubcategory,
  paths.admin.addUser,
  paths.admin.addPromo,
];

/**
 * A route whose screen loads when it is first visited (its own JavaScript file): the home page
 * and the frame come with the first file, every other screen - the admin area above all - only
 * when a visitor goes there.
 */
const onVisit = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

const account = () => import('./routes/account-routes');
const shop = () => import('./routes/shop-routes');
const admin = () => import('../features/admin');

/** Every screen of SPEC.md section 2, inside the shared header and footer. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The first visit to a screen that loads on visit: the page stays blank for that moment.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.category.pattern, ...onVisit(async () => (await shop()).CategoryRoute) },
      { path: paths.search, ...onVisit(async () => (await shop()).SearchRoute) },
      { path: paths.product.pattern, ...onVisit(async () => (await shop()).ProductRoute) },
      { path: paths.favourites, ...onVisit(async () => (await shop()).FavouritesRoute) },
      // SPEC.md section 4: a sign-in also loads the server cart.
      { path: paths.auth, ...onVisit(async () => (await account()).AuthRoute) },
      { path: paths.forgotPassword, ...onVisit(async () => (await account()).ForgotPasswordPage) },
      { path: paths.verifyCode, ...onVisit(async () => (await account()).VerifyCodePage) },
      { path: paths.resetPassword, ...onVisit(async () => (await account()).ResetPasswordPage) },
      { path: paths.profile, ...onVisit(async () => (await account()).ProfilePage) },
      { path: paths.cart, ...onVisit(async () => (await shop()).CartRoute) },
      { path: paths.orders, ...onVisit(async () => (await shop()).OrdersRoute) },
      { path: paths.privacy, ...onVisit(async () => (await import('../features/privacy')).PrivacyPage) },
      { path: paths.imprint, ...onVisit(async () => (await import('../features/imprint')).ImprintPage) },
      { path: paths.newsletterUnsubscribe, ...onVisit(async () => (await import('../features/newsletter')).UnsubscribePage) },
      { path: paths.feedback, ...onVisit(async () => (await import('../features/feedback')).FeedbackPage) },
      { path: paths.gif, ...onVisit(async () => (await import('../features/gif')).GifPage) },
      { path: paths.supplierOrder.pattern, ...onVisit(async () => (await import('../features/supplier')).SupplierOrderPage) },
      { path: paths.admin.login, ...onVisit(async () => (await admin()).AdminLoginPage) },
      ...adminPages.map((path) => ({ path, ...onVisit(async () => (await admin()).AdminGuard) })),
      { path: `${paths.admin.dashboard}/*`, ...onVisit(async () => (await admin()).AdminGuard) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
