import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { homeSectionPath, homeSections, paths } from '../../config/paths';
import { siteConfig } from '../../config/site';
import { useStoredCartCount } from '../../lib/stored-cart';
import { useStoredAdminSession } from '../../lib/stored-admin-session';
import { useStoredUser } from '../../lib/stored-user';
import { buttonClass } from '../../ui/button/button';
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '../../ui/icons/ui-icons';
import { SearchIcon } from '../../ui/icons/shop-icons';
import { SearchForm } from '../../ui/search/search-form';
import { AccountMenu } from './account-menu';
import { ContactsModal } from './contacts-modal';
import { LanguageSwitcher } from './language-switcher';
import './header.css';

const MENU_ID = 'site-menu';
const SEARCH_ROW_ID = 'site-search-row';

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
  const staff = useStoredAdminSession();
  // The phone menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const closeMenu = () => setMenuOpenedAt(null);
  const [contactsOpen, setContactsOpen] = useState(false);
  const cartCount = useStoredCartCount();
  // On phones the search is a row under the header, opened by its icon; any navigation closes it.
  const [searchOpenedAt, setSearchOpenedAt] = useState<string | null>(null);
  const searchOpen = searchOpenedAt === location.key;

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

          <div className="site-header__search">
            <SearchForm compact />
          </div>

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
              {/* Staff signed in to the admin area see that (and the way back), not "sign in". */}
              {staff ? (
                <Link to={paths.admin.dashboard} className={`${buttonClass('secondary', 'sm')} site-header__auth site-header__admin`}>
                  <UserIcon size={18} />
                  {t('header.admin')}
                </Link>
              ) : null}
              {user || staff ? null : (
                <Link to={paths.auth} className={`${buttonClass('teal', 'sm')} site-header__auth`}>
                  <UserIcon size={18} />
                  {t('header.auth')}
                </Link>
              )}
            </div>
          </div>

          <div className="site-header__actions">
            <button
              type="button"
              className="icon-button site-header__search-toggle"
              aria-expanded={searchOpen}
              aria-controls={SEARCH_ROW_ID}
              aria-label={t('search.open')}
              onClick={() => setSearchOpenedAt(searchOpen ? null : location.key)}
            >
              <SearchIcon />
            </button>
            <Link
              to={paths.cart}
              className="icon-button"
              aria-label={cartCount > 0 ? t('header.cartWithCount', { count: cartCount }) : t('header.cart')}
            >
              <CartIcon />
              {cartCount > 0 ? (
                <span className="icon-button__count" aria-hidden="true" data-testid="cart-count">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
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
        <div id={SEARCH_ROW_ID} className="site-header__search-row" hidden={!searchOpen}>
          <div className="container">{searchOpen ? <SearchForm autoFocus onSearch={() => setSearchOpenedAt(null)} /> : null}</div>
        </div>
        <ContactsModal open={contactsOpen} onClose={() => setContactsOpen(false)} />
      </header>
      {menuOpen ? <div className="site-header__scrim" aria-hidden="true" onClick={closeMenu} /> : null}
    </>
  );
}
