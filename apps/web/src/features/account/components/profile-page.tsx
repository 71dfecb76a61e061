import { ApiError } from '@mercato/api-client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChf } from '@mercato/contracts';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { clearStoredUser, hasPromoCode, isFullAccount, useStoredUser, type StoredUser } from '../../../shared/lib/stored-user';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { AlertIcon, CheckCircleIcon, LogoutIcon } from '../../../shared/ui/icons/ui-icons';
import { useProfileUser, useSavings, useSubscription } from '../api/use-profile';
import { useSignOut } from '../api/use-sign-out';
import { Avatar } from './avatar';
import { EmailVerification } from './email-verification';
import { PasswordChangeForm } from './password-change-form';
import { ProfileDetails } from './profile-details';
import { PromoModal } from './promo-modal';
import './account.css';
import './profile.css';
import { ActivationCodeHelp } from './activation-code-help';

/** `/profile` needs a signed-in user (SPEC.md section 2); anyone else is sent to /auth. */
export function ProfilePage() {
  const user = useStoredUser();
  if (!user) return <Navigate to={paths.auth} replace />;
  return <ProfileView stored={user} />;
}

function ProfileView({ stored }: { stored: StoredUser }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('account.profile.title'));
  const { error, refetch, isLoading } = useProfileUser(stored.id);
  const { signOut, isPending: signingOut } = useSignOut();
  const [promoOpen, setPromoOpen] = useState(false);

  // The session is gone (or belongs to someone else): the browser's copy is stale, and
  // forgetting it sends the visitor to /auth.
  const signedOut = error instanceof ApiError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (signedOut) clearStoredUser();
  }, [signedOut]);

  // The stored user follows every answer of the server (useProfileUser keeps it in sync).
  const user = stored;
  const name = user.firstName?.trim() || user.email;
  const promo = user.promoCode ?? user.promo_code;
  const verified = isFullAccount(user);
  const subscription = useSubscription(!signedOut);
  const ended = subscription?.status === 'ended';
  const longDate = new Intl.DateTimeFormat(`${i18n.language}-CH`, { dateStyle: 'long', timeZone: 'Europe/Zurich' });
  const until = subscription?.valid_until ? longDate.format(new Date(subscription.valid_until)) : null;
  const savings = useSavings(!signedOut);

  return (
    <section className="account-page profile-page" aria-labelledby="profile-title" aria-busy={isLoading || undefined}>
      <div className="container profile-layout">
        <header className="profile-hero">
          <Avatar user={user} />
          <div className="profile-hero__text">
            <p className="profile-hero__eyebrow">{t('account.profile.title')}</p>
            <h1 id="profile-title" className="profile-hero__title">
              {t('account.profile.welcome', { name })}
            </h1>
            <p className="profile-hero__email">
              <span>{user.email}</span>
              <span className={verified ? 'profile-badge profile-badge--ok' : 'profile-badge profile-badge--warn'}>
                {verified ? <CheckCircleIcon size={16} /> : <AlertIcon size={16} />}
                {t(verified ? 'account.profile.verified' : 'account.profile.notVerified')}
              </span>
            </p>
          </div>
        </header>

        {error ? <FormMessage kind="error" message={t('account.profile.loadError')} /> : null}

        {!verified ? <EmailVerification email={user.email} onVerified={() => void refetch()} /> : null}

        <div className="profile-grid">
          <div className="profile-grid__main">
            <ProfileDetails user={user} />
          </div>

          <div className="profile-grid__side">
            <section className="profile-card" aria-labelledby="profile-promo-title" data-testid="profile-promo">
              <h2 id="profile-promo-title" className="profile-card__title">
                {t('account.profile.promo.title')}
              </h2>
              {hasPromoCode(user) ? (
                <>
                  <p className="profile-promo__code">
                    <span className="profile-promo__label">{t('account.profile.promo.held')}</span>
                    <strong>{promo}</strong>
                  </p>
                  {subscription ? (
                    <p className="profile-card__text" data-testid="profile-promo-until">
                      {ended
                        ? until
                          ? t('account.profile.promo.endedOn', { date: until })
                          : t('account.profile.promo.ended')
                        : until
                          ? t('account.profile.promo.validUntil', { date: until })
                          : t('account.profile.promo.noEnd')}
                    </p>
                  ) : null}
                  {savings?.since ? (
                    <div className="profile-savings" data-testid="profile-savings">
                      <p className="profile-savings__line">
                        <span>{t('account.profile.savings.since', { date: longDate.format(new Date(savings.since)) })}</span>
                        <strong className="profile-savings__amount">{formatChf(savings.saved)}</strong>
                      </p>
                      <p className="profile-savings__hint">{t('account.profile.savings.hint')}</p>
                    </div>
                  ) : null}
                  {ended ? (
                    <>
                      <button type="button" className={buttonClass('primary')} onClick={() => setPromoOpen(true)}>
                        {t('account.profile.promo.renew')}
                      </button>
                      <ActivationCodeHelp />
                    </>
                  ) : null}
                </>
              ) : (
                <>
                  <p className="profile-card__text">{t('account.profile.promo.none')}</p>
                  <button type="button" className={buttonClass('primary')} onClick={() => setPromoOpen(true)}>
                    {t('account.profile.promo.add')}
                  </button>
                  <ActivationCodeHelp />
                </>
              )}
            </section>

            <section className="profile-card" aria-labelledby="profile-orders-title">
              <h2 id="profile-orders-title" className="profile-card__title">
                {t('orders.profileCard.title')}
              </h2>
              <p className="profile-card__text">{t('orders.profileCard.text')}</p>
              <Link className={buttonClass('secondary')} to={paths.orders}>
                {t('orders.profileCard.link')}
              </Link>
            </section>

            <section className="profile-card" aria-labelledby="profile-password-title">
              <h2 id="profile-password-title" className="profile-card__title">
                {t('account.profile.password.title')}
              </h2>
              <PasswordChangeForm email={user.email} />
            </section>

            <section className="profile-card profile-logout" aria-labelledby="profile-logout-title">
              <h2 id="profile-logout-title" className="visually-hidden">
                {t('account.profile.logout')}
              </h2>
              <button type="button" className={`${buttonClass('secondary')} btn--block`} onClick={() => void signOut()} disabled={signingOut}>
                <LogoutIcon size={18} />
                {t('account.profile.logout')}
              </button>
            </section>
          </div>
        </div>
      </div>

      <PromoModal open={promoOpen} userId={user.id} onClose={() => setPromoOpen(false)} />
    </section>
  );
}
