import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CartItemDto } from '@mercato/api-client';
import { homeSectionPath, homeSections, paths } from '../../../shared/config/paths';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { useStoredUser } from '../../../shared/lib/stored-user';
import { buttonClass } from '../../../shared/ui/button/button';
import { CartIcon, GridIcon, UserIcon } from '../../../shared/ui/icons/ui-icons';
import { TrashIcon } from '../../../shared/ui/icons/shop-icons';
import { PageBand } from '../../../shared/ui/page-band/page-band';
import { useCartActions, useCartItems } from '../api/use-cart';
import { useServerCartRefresh } from '../api/use-server-cart-refresh';
import { isOrderable, type CartItem } from '../lib/cart-items';
import { cartTotals } from '../lib/cart-totals';
import { CartLine } from './cart-line';
import { TotalsList } from '../../../shared/ui/totals/totals-list';
import { ClearCartDialog } from './clear-cart-dialog';
import './cart.css';

/** How the order's plan supplies a line: one entry per wholesaler (usually one), with its unit price (CHF). */
export interface PlannedLinePrice {
  quantity: number;
  unitPrice: number;
  lineNet: number;
}

/** What the order step gets from the cart (the app plugs the orders feature in). */
export interface CheckoutCart {
  items: CartItem[];
  /** True while some line cannot be ordered now (it must be removed first). */
  hasUnavailable: boolean;
  /** Takes over the server cart as it is now (quantities capped to stock), saved to the server. */
  adopt: (serverItems: readonly CartItemDto[]) => Promise<CartItem[]>;
  /** Forgets the local cart after an order (the server emptied its own). */
  forget: () => void;
}

function CartNotice({ title, text, action, className = 'cart-empty' }: { title: string; text: string; action: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <span className="cart-empty__icon">
        <CartIcon size={34} />
      </span>
      <h2 className="cart-empty__title">{title}</h2>
      <p className="cart-empty__text">{text}</p>
      {action}
    </div>
  );
}

/**
 * `/cart`: every line with its unit price, quantity, stock and total, the totals (net, VAT per
 * rate, gross, all excluding VAT until the gross), clearing with a confirmation, and the order step.
 */
export function CartPage({
  checkout,
  plannedPrices,
}: {
  checkout?: (cart: CheckoutCart) => ReactNode;
  /** The prices the order's plan uses per product id (they may be dearer than the list price, for stock). */
  plannedPrices?: ReadonlyMap<number, readonly PlannedLinePrice[]> | null;
}) {
  const { t } = useTranslation();
  usePageTitle(t('cart.title'));
  const user = useStoredUser();
  const items = useCartItems();
  const { setQuantity, remove, clear, adopt, forget } = useCartActions();
  const [confirmingClear, setConfirmingClear] = useState(false);
  useServerCartRefresh(user);

  const totals = cartTotals(items);
  const hasUnavailable = items.some((item) => !isOrderable(item));
  const orderStep = checkout && items.length > 0 ? checkout({ items, hasUnavailable, adopt, forget }) : null;

  let content: ReactNode;
  if (items.length === 0) {
    content = user ? (
      <CartNotice
        title={t('cart.empty.title')}
        text={t('cart.empty.text')}
        action={
          <Link className={buttonClass('primary', 'lg')} to={homeSectionPath(homeSections.categories)}>
            <GridIcon size={18} />
            {t('placeholder.actions.categories')}
          </Link>
        }
      />
    ) : (
      <CartNotice
        // The prerendered cart page shows this; boot.js's marks hide it there from anyone signed in or with a cart.
        className="cart-empty cart-empty--visitor"
        title={t('cart.signedOut.title')}
        text={t('cart.signedOut.text')}
        action={
          <Link className={buttonClass('primary', 'lg')} to={paths.auth}>
            <UserIcon size={18} />
            {t('header.auth')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <div className="cart-layout">
        <section className="cart-lines" aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className="visually-hidden">
            {t('cart.linesTitle')}
          </h2>
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">{t('cart.columns.product')}</th>
                <th scope="col">{t('cart.columns.price')}</th>
                <th scope="col">{t('cart.columns.quantity')}</th>
                <th scope="col">{t('cart.columns.total')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('cart.columns.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <CartLine key={item.id} item={item} planned={plannedPrices?.get(item.id)} onQuantity={(quantity) => setQuantity(item.id, quantity)} onRemove={() => remove(item.id)} />
              ))}
            </tbody>
          </table>
          <div className="cart-lines__footer">
            <Link className="cart-lines__continue" to={homeSectionPath(homeSections.categories)}>
              {t('cart.continue')}
            </Link>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirmingClear(true)}>
              <TrashIcon size={18} />
              {t('cart.clear.open')}
            </button>
          </div>
        </section>
        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-summary__title">
            {t('cart.summaryTitle')}
          </h2>
          {/* With an order step (the plan), its totals are the ones that count: one total on the page. */}
          {orderStep ? null : (
            <>
              <TotalsList totals={totals} block="totals" />
              <p className="cart-summary__note">{t('cart.totals.note')}</p>
            </>
          )}
          {hasUnavailable ? (
            <p className="cart-summary__warning" role="status">
              {t('cart.unavailableNote')}
            </p>
          ) : null}
          {orderStep}
        </aside>
        <ClearCartDialog
          open={confirmingClear}
          onCancel={() => setConfirmingClear(false)}
          onConfirm={() => {
            clear();
            setConfirmingClear(false);
          }}
        />
      </div>
    );
  }

  return (
    <div className="cart-page">
      <PageBand title={t('cart.title')} lead={items.length > 0 ? t('cart.lineCount', { count: items.length }) : undefined} />
      <div className="container cart-page__body">{content}</div>
    </div>
  );
}
