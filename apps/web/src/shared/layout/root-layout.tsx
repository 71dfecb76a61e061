import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ui/error-boundary/error-boundary';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { ScrollToTop } from './scroll-to-top';

interface RootLayoutProps {
  /** Sign-out for the header's account menu, handed down by the app shell. */
  onSignOut?: () => void;
  signingOut?: boolean;
  /** The footer's newsletter form (a feature, plugged in by the app shell). */
  newsletter?: ReactNode;
}

/** The frame of every page: skip link, sticky header, the page, footer. */
export function RootLayout({ onSignOut, signingOut, newsletter }: RootLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <Header onSignOut={onSignOut} signingOut={signingOut} />
      <main id="main-content" className="site-main" tabIndex={-1}>
        {/* A page that fails to render keeps the header and footer; the next navigation resets it. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {/* A boundary of its own: adopting a prerendered page, React makes it live in a separate task. */}
      <Suspense>
        <Footer newsletter={newsletter} />
      </Suspense>
    </>
  );
}
