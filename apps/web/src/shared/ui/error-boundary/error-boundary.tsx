import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../button/button';
import { AlertIcon } from '../icons/ui-icons';
import '../page-placeholder/page-placeholder.css';

export function CrashNotice() {
  const { t } = useTranslation();
  return (
    <section className="placeholder" role="alert">
      <div className="container">
        <div className="placeholder__card">
          <div className="placeholder__visual">
            <AlertIcon />
          </div>
          <h1 className="placeholder__title">{t('errors.crash.title')}</h1>
          <p className="placeholder__description">{t('errors.crash.text')}</p>
          <div className="placeholder__actions">
            <button type="button" className={buttonClass('primary', 'lg')} onClick={() => window.location.reload()}>
              {t('errors.crash.reload')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Last line of defence: a rendering error shows a translated notice instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[app] rendering failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashNotice /> : this.props.children;
  }
}
