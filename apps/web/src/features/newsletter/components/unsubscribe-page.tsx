import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetNewsletterSubscription, useUnsubscribeNewsletter, type ApiError } from '@mercato/api-client';
import { paths } from '../../../shared/config/paths';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { buttonClass } from '../../../shared/ui/button/button';
import { MailCheckIcon } from '../../../shared/ui/icons/page-icons';
import { AlertIcon, HomeIcon } from '../../../shared/ui/icons/ui-icons';
import './unsubscribe-page.css';

/**
 * `/newsletter/unsubscribe?token=`: the link of every newsletter mail. Opening it changes
 * nothing (mail scanners open links too); the visitor confirms with one button.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useGetNewsletterSubscription({ token }, { query: { enabled: token !== '', retry: false } });
  const unsubscribe = useUnsubscribeNewsletter<ApiError>();
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    try {
      await unsubscribe.mutateAsync({ data: { token } });
      setDone(true);
    } catch {
      setFailed(true);
    }
  };

  const invalid = token === '' || preview.isError || failed;
  const state = done ? 'done' : invalid ? 'invalid' : preview.isPending ? 'checking' : 'confirm';

  return (
    <section className="section unsubscribe" aria-labelledby="unsubscribe-title">
      <div className="container">
        <div className="unsubscribe__card">
          <span className={`unsubscribe__icon${state === 'invalid' ? ' is-invalid' : ''}`} aria-hidden="true">
            {state === 'invalid' ? <AlertIcon size={30} /> : <MailCheckIcon size={30} />}
          </span>
          <h1 id="unsubscribe-title" className="unsubscribe__title">
            {state === 'done'
              ? t('newsletter.unsubscribe.doneTitle')
              : state === 'invalid'
                ? t('newsletter.unsubscribe.invalidTitle')
                : t('newsletter.unsubscribe.title')}
          </h1>
          <div role="status" className="unsubscribe__text">
            {state === 'checking' ? <p>{t('newsletter.unsubscribe.checking')}</p> : null}
            {state === 'confirm' ? (
              <p>
                <Trans i18nKey="newsletter.unsubscribe.confirm" values={{ email: preview.data?.email ?? '' }} components={{ email: <strong /> }} />
              </p>
            ) : null}
            {state === 'done' ? <p>{t('newsletter.unsubscribe.doneText')}</p> : null}
            {state === 'invalid' ? <p>{t('newsletter.unsubscribe.invalidText')}</p> : null}
          </div>
          <div className="unsubscribe__actions">
            {state === 'confirm' ? (
              <button type="button" className={buttonClass('primary', 'lg')} onClick={() => void confirm()} disabled={unsubscribe.isPending}>
                {unsubscribe.isPending ? t('newsletter.unsubscribe.sending') : t('newsletter.unsubscribe.submit')}
              </button>
            ) : null}
            <Link to={paths.home} className={buttonClass('secondary', 'lg')}>
              <HomeIcon size={18} />
              {t('newsletter.unsubscribe.home')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
