import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { hasPromoCode, type StoredUser } from '../../lib/stored-user';
import { AlertIcon, LogoutIcon, UserIcon } from '../../ui/icons/ui-icons';
import { ReceiptIcon, StarIcon } from '../../ui/icons/shop-icons';

interface AccountMenuProps {
  user: StoredUser;
  /** Signs out (the account feature's action, handed down by the app shell). */
  onSignOut?: () => void;
  signingOut?: boolean;
}

/**
 * The profile icon of a signed-in user (with the warning dot while no promo code is set),
 * opening a small panel: who is signed in, the account page, and sign-out. A disclosure:
 * Escape, a click elsewhere or a navigation closes it.
 */
export function AccountMenu({ user, onSignOut, signingOut = false }: AccountMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const missingPromo = !hasPromoCode(user);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const label = missingPromo ? t('header.profileMissingPromo') : t('header.profile');

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <UserIcon />
        {missingPromo ? <span className="icon-button__dot" data-testid="promo-warning-dot" aria-hidden="true" /> : null}
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <div className="account-menu__who">
          {name ? <p className="account-menu__name">{name}</p> : null}
          <p className="account-menu__email">{user.email}</p>
        </div>
        {missingPromo ? (
          <p className="account-menu__warning">
            <AlertIcon size={16} />
            {t('header.account.missingPromo')}
          </p>
        ) : null}
        <ul className="account-menu__actions">
          <li>
            <Link to={paths.profile} className="account-menu__item">
              <UserIcon size={20} />
              {t('header.account.profile')}
            </Link>
          </li>
          <li>
            <Link to={paths.orders} className="account-menu__item">
              <ReceiptIcon size={20} />
              {t('header.account.orders')}
            </Link>
          </li>
          <li>
            <Link to={paths.favourites} className="account-menu__item">
              <StarIcon size={20} />
              {t('header.account.favourites')}
            </Link>
          </li>
          {onSignOut ? (
            <li>
              <button type="button" className="account-menu__item" onClick={onSignOut} disabled={signingOut}>
                <LogoutIcon size={20} />
                {t('header.account.signOut')}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
