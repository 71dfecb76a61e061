import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItemDto, OrderDto, ReorderSkippedDto } from '@mercato/api-client';
import { pickLocalized } from '@mercato/contracts';
import { paths } from '../../../shared/config/paths';
import { codeMessageKey } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { CartIcon, RefreshIcon } from '../../../shared/ui/icons/ui-icons';
import { useNotify } from '../../../shared/ui/notification/notification';
import { useReorderOrder } from '../api/use-reorder';

/** What the server cart became after "order again"; the app hands it to the cart. */
export type CartReplaced = (items: CartItemDto[]) => void;

/**
 * "Order again": the order's lines go into the cart at today's prices. When all of them could be
 * added the restaurant lands in the cart; otherwise it stays here and reads which lines could not
 * be added and why, with the way to the cart.
 */
export function OrderAgain({ order, onCartReplaced }: { order: OrderDto; onCartReplaced: CartReplaced }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const { reorder, pendingOrderId } = useReorderOrder(onCartReplaced);
  const [skipped, setSkipped] = useState<ReorderSkippedDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const busy = pendingOrderId === order.id;

  // Keyboard and screen-reader users are taken to what happened.
  useEffect(() => {
    if (skipped?.length) resultRef.current?.focus();
  }, [skipped]);

  const run = async () => {
    setError(null);
    setSkipped(null);
    const outcome = await reorder(order.id);
    if (!outcome.ok) {
      setError(t(codeMessageKey(i18n, outcome.code) ?? 'error.server_error'));
      return;
    }
    if (outcome.skipped.length === 0) {
      notify({ message: t('orders.reorder.added', { number: order.number }) });
      navigate(paths.cart);
      return;
    }
    setSkipped(outcome.skipped);
  };

  const lines = order.parts.flatMap((part) => part.lines);
  const products = new Set(lines.map((line) => line.product_id));
  const nameOf = (productId: number) => {
    const line = lines.find((l) => l.product_id === productId);
    return (line && pickLocalized(line, 'name', language)) || '---';
  };
  const added = skipped ? products.size - new Set(skipped.map((s) => s.product_id)).size : 0;

  return (
    <div className="order-again">
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => void run()}
        disabled={busy}
        aria-label={t('orders.reorder.label', { number: order.number })}
      >
        <RefreshIcon size={18} />
        {busy ? t('orders.reorder.busy') : t('orders.reorder.button')}
      </button>
      <FormMessage kind="error" message={error} />
      {skipped?.length ? (
        <div className="order-again__result" role="status" tabIndex={-1} ref={resultRef}>
          <p className="order-again__title">{t('orders.reorder.partialTitle')}</p>
          <p>{added > 0 ? t('orders.reorder.addedCount', { count: added }) : t('orders.reorder.noneAdded')}</p>
          <p>{t('orders.reorder.notAdded')}</p>
          <ul className="order-again__skipped">
            {skipped.map((s) => (
              <li key={s.product_id}>
                <strong>{nameOf(s.product_id)}</strong> – {t(`orders.reorder.reason.${s.reason}`)}
              </li>
            ))}
          </ul>
          {added > 0 ? (
            <Link className={buttonClass('primary')} to={paths.cart}>
              <CartIcon size={18} />
              {t('orders.reorder.toCart')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
