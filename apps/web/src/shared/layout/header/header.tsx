import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { homeSectionPath, homeSections, paths } from '../../config/paths';
import { siteConfig } from '../../config/site';
import { useStoredUser } from '../../lib/stored-user';
import { buttonClass } from '../../ui/button/button';
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '../../ui/icons/ui-icons';
import { AccountMenu } from './account-menu';
import { ContactsModal } from './contacts-modal';
import { LanguageSwitcher } from './language-switcher';
import './header.css';

const MENU_ID = 'site-menu';

interface HeaderProps {
  /** Signs the user out; the app shell hands down the account feature's action. */
  onSignOut?: () => void;
  signingOut?: boolean;
}

/** SPEC.md section 2: logo, section links, contacts, languages, cart, account; a burger on phones. */
export function Header({ onSignOut, signingOut = false }: HeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useStoredUser();
  // The phone menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const closeMenu = () => setMenuOpenedAt(null);
  const [contactsOpen, setContactsOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <header className={menuOpen ? 'site-header is-menu-open' : 'site-header'}>
        <div className="container site-header__inner">
          <Link to={paths.home} className="site-header__brand" aria-label={t('header.homeLink', { brand: siteConfig.name })}>
            <img src="/logo.svg" alt="" width={36} height={36} />
            <span className="site-header__wordmark" aria-hidden="true">
              {siteConfig.name}
            </span>
          </Link>

          <div id={MENU_ID} className={menuOpen ? 'site-header__menu is-open' : 'site-header__menu'}>
            <nav className="site-nav" aria-label={t('header.nav.label')}>
              <ul className="site-nav__list">
                <li>
                  <Link className="site-nav__link" to={homeSectionPath(homeSections.about)}>
                    {t('header.nav.about')}
                  </Link>
                </li>
                <li>
                  <Link className="site-nav__link" to={homeSectionPath(homeSections.feedback)}>
                    {t('header.nav.feedback')}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    className="site-nav__link"
                    aria-haspopup="dialog"
                    onClick={() => {
                      closeMenu();
                      setContactsOpen(true);
                    }}
                  >
                    {t('header.nav.contacts')}
                  </button>
                </li>
              </ul>
            </nav>
            <div className="site-header__menu-tools">
              <LanguageSwitcher />
              {user ? null : (
                <Link to={paths.auth} className={`${buttonClass('teal', 'sm')} site-header__auth`}>
                  <UserIcon size={18} />
                  {t('header.auth')}
                </Link>
              )}
            </div>
          </div>

          <div className="site-header__actions">
            <Link to={paths.cart} className="icon-button" aria-label={t('header.cart')}>
              <CartIcon />
            </Link>
            {user ? <AccountMenu user={user} onSignOut={onSignOut} signingOut={signingOut} /> : null}
            <button
              type="button"
              className="icon-button site-header__burger"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={menuOpen ? t('header.menu.close') : t('header.menu.open')}
              onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
        <ContactsModal open={contactsOpen} onClose={() => setContactsOpen(false)} />
      </header>
      {menuOpen ? <div className="site-header__scrim" aria-hidden="true" onClick={closeMenu} /> : null}
    </>
  );
}
