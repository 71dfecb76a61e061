import type { RouteObject } from 'react-router-dom';
import { AuthPage, ForgotPasswordPage, ProfilePage, ResetPasswordPage, VerifyCodePage } from '../features/account';
import { AdminGuard, AdminLoginPage } from '../features/admin';
import { loadServerCart } from '../features/cart';
import { FeedbackPage } from '../features/feedback';
import { GifPage } from '../features/gif';
import { ImprintPage } from '../features/imprint';
import { UnsubscribePage } from '../features/newsletter';
import { NotFoundPage } from '../features/not-found';
import { PrivacyPage } from '../features/privacy';
import { paths } from '../shared/config/paths';
import { AppLayout } from './app-layout';
import { HomeRoute } from './routes/home-route';
import { CartRoute, CategoryRoute, OrdersRoute, SearchRoute } from './routes/shop-routes';

const adminPages = [
  paths.admin.dashboard,
  paths.admin.addProduct,
  paths.admin.addCategory,
  paths.admin.addSubcategory,
  paths.admin.addUser,
  paths.admin.addPromo,
];

/** Every screen of SPEC.md section 2, inside the shared header and footer. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.category.pattern, element: <CategoryRoute /> },
      { path: paths.search, element: <SearchRoute /> },
      // SPEC.md section 4: a sign-in also loads the server cart.
      { path: paths.auth, element: <AuthPage afterSignIn={loadServerCart} /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.verifyCode, element: <VerifyCodePage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.profile, element: <ProfilePage /> },
      { path: paths.cart, element: <CartRoute /> },
      { path: paths.orders, element: <OrdersRoute /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.imprint, element: <ImprintPage /> },
      { path: paths.newsletterUnsubscribe, element: <UnsubscribePage /> },
      { path: paths.feedback, element: <FeedbackPage /> },
      { path: paths.gif, element: <GifPage /> },
      { path: paths.admin.login, element: <AdminLoginPage /> },
      ...adminPages.map((path) => ({ path, element: <AdminGuard /> })),
      { path: `${paths.admin.dashboard}/*`, element: <AdminGuard /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
