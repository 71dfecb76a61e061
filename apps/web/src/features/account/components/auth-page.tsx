import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { CheckIcon } from '../../../shared/ui/icons/ui-icons';
import type { AfterSignIn } from '../api/use-sign-in';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './account.css';

const TABS = ['login', 'register'] as const;
type Tab = (typeof TABS)[number];

/** What a page may hand over to /auth: which tab to open, and the e-mail to sign in with. */
export interface AuthLocationState {
  tab?: Tab;
  email?: string;
}

function readState(state: unknown): AuthLocationState {
  return state && typeof state === 'object' ? (state as AuthLocationState) : {};
}

interface AuthPageProps {
  /** SPEC.md section 4: what follows a sign-in (loading the server cart), wired by the app. */
  afterSignIn?: AfterSignIn;
}

/** `/auth`: sign-in and registration in two tabs (WAI-ARIA tabs: arrows, Home and End move between them). */
export function AuthPage({ afterSignIn }: AuthPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const handedOver = readState(location.state);
  const initialTab: Tab = handedOver.tab ?? (new URLSearchParams(location.search).get('tab') === 'register' ? 'register' : 'login');
  const [tab, setTab] = useState<Tab>(initialTab);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });
  usePageTitle(t('account.auth.title'));

  const select = (next: Tab) => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[(target + TABS.length) % TABS.length]!);
  };

  return (
    <section className="account-page account-page--auth" aria-labelledby="auth-title">
      <div className="container auth-layout">
        <div className="auth-intro">
          <p className="auth-intro__eyebrow">{t('account.auth.eyebrow')}</p>
          <h1 id="auth-title" className="auth-intro__title">
            {t('account.auth.title')}
          </h1>
          <p className="auth-intro__lead">{t('account.auth.text')}</p>
          <ul className="auth-intro__points">
            {(['price', 'order', 'verified'] as const).map((point) => (
              <li key={point}>
                <span className="auth-intro__tick" aria-hidden="true">
                  <CheckIcon size={16} />
                </span>
                {t(`account.auth.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>

        <div className="account-card auth-card">
          <div className="auth-tabs" role="tablist" aria-label={t('account.auth.tabsLabel')}>
            {TABS.map((name) => (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[name] = element;
                }}
                id={`auth-tab-${name}`}
                type="button"
                role="tab"
                className="auth-tabs__tab"
                aria-selected={tab === name}
                aria-controls={`auth-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={onTabKeyDown}
              >
                {t(`account.auth.tabs.${name}`)}
              </button>
            ))}
          </div>

          {/* Both panels stay mounted, so switching tabs keeps what was typed. */}
          <div id="auth-panel-login" role="tabpanel" aria-labelledby="auth-tab-login" hidden={tab !== 'login'} className="auth-panel">
            <p className="auth-panel__intro">{t('account.login.intro')}</p>
            <LoginForm initialEmail={handedOver.email} afterSignIn={afterSignIn} />
          </div>
          <div id="auth-panel-register" role="tabpanel" aria-labelledby="auth-tab-register" hidden={tab !== 'register'} className="auth-panel">
            <p className="auth-panel__intro">{t('account.register.intro')}</p>
            <RegisterForm />
          </div>
        </div>
      </div>
    </section>
  );
}
