import { useTranslation } from 'react-i18next';
import type { CartItemDto, OrderChangeDto, OrderChangedResponse } from '@mercato/api-client';
import { formatChf, pickLocalized, type Language } from '@mercato/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { buttonClass } from '../../../shared/ui/button/button';
import { Modal } from '../../../shared/ui/modal/modal';
import type { CheckoutLine } from '../lib/checkout-lines';
import { formatAmount } from '../../../shared/i18n/format-number';

interface OrderChangesDialogProps {
  changes: OrderChangedResponse | null;
  /** The cart the user saw, for the names of lines the server no longer lists. */
  lines: readonly CheckoutLine[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

function lineName(change: OrderChangeDto, items: readonly CartItemDto[], lines: readonly CheckoutLine[], language: Language): string {
  const item = items.find((candidate) => candidate.product_id === change.product_id);
  if (item) return pickLocalized(item, 'name', language) || '---';
  const line = lines.find((candidate) => candidate.id === change.product_id);
  if (!line) return '---';
  return (language === 'de' && line.name_de) || (language === 'it' && line.name_it) || line.name || '---';
}

function unitOf(change: OrderChangeDto, items: readonly CartItemDto[], lines: readonly CheckoutLine[]): 'kg' | 'piece' {
  return items.find((item) => item.product_id === change.product_id)?.unit ?? lines.find((line) => line.id === change.product_id)?.unit ?? 'piece';
}

/**
 * Prices or stock changed since the user looked (409 order_changed): what changed, line by line,
 * to confirm before ordering again with the cart as it is now.
 */
export function OrderChangesDialog({ changes, lines, busy, onCancel, onConfirm }: OrderChangesDialogProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const items = changes?.items ?? [];

  const describe = (change: OrderChangeDto): string => {
    const unit = unitOf(change, items, lines);
    switch (change.kind) {
      case 'price_changed':
        return change.expected_price !== null && change.current_price !== null
          ? t('orders.changes.price', { before: formatChf(change.expected_price), after: formatChf(change.current_price), per: t(`catalogue.per.${unit}`) })
          : t('orders.changes.priceUnknown');
      case 'insufficient_stock':
        return t('orders.changes.stock', {
          stock: formatAmount(change.stock ?? 0, i18n.language),
          quantity: formatAmount(change.quantity, i18n.language),
          unit: t(`catalogue.unit.${unit}`, { count: change.stock ?? 0 }),
        });
      case 'unavailable':
        return t('orders.changes.unavailable');
      case 'not_delivered_to_you':
        return t('orders.changeMore.notDelivered');
      case 'below_minimum':
        return t('orders.changeMore.belowMinimum');
      default:
        return t('orders.changes.cart');
    }
  };

  return (
    <Modal open={changes !== null} onClose={onCancel} title={t('orders.changes.title')} description={t('orders.changes.lead')} closeLabel={t('common.close')}>
      <ul className="order-changes">
        {(changes?.changes ?? []).map((change) => (
          <li key={`${change.product_id}-${change.kind}`} className={`order-change order-change--${change.kind}`}>
            <p className="order-change__name">{lineName(change, items, lines, language)}</p>
            <p className="order-change__text">{describe(change)}</p>
          </li>
        ))}
      </ul>
      {changes?.fees && changes.fees.expected !== changes.fees.current ? (
        <p className="order-change order-change--fees">{t('orders.changeMore.fees', { before: formatChf(changes.fees.expected), after: formatChf(changes.fees.current) })}</p>
      ) : null}
      <p className="order-changes__after">{t('orders.changes.after')}</p>
      <div className="dialog-actions">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
          {t('orders.changes.cancel')}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {t('orders.changes.confirm')}
        </button>
      </div>
    </Modal>
  );
}
