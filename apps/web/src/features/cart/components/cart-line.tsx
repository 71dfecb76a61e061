import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChf, rappenToChf } from '@mercato/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PackageIcon, TrashIcon } from '../../../shared/ui/icons/shop-icons';
import { cartItemName, isOrderable, type CartItem } from '../lib/cart-items';
import { cartLineNetRappen } from '../lib/cart-totals';
import { formatAmount as formatQuantity } from '../../../shared/i18n/format-number';
import { QuantityEditor } from './quantity-editor';

interface CartLineProps {
  item: CartItem;
  /** Returns the translated refusal, or null when the quantity was taken. */
  onQuantity: (quantity: number) => string | null;
  onRemove: () => void;
}

/** One line of the cart: product, unit price, quantity, stock, line total and removal. */
export function CartLine({ item, onQuantity, onRemove }: CartLineProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const messageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const name = cartItemName(item, language);
  const unit = item.unit ?? 'piece';
  const orderable = isOrderable(item);

  const change = (quantity: number) => setProblem(onQuantity(quantity));

  return (
    <tr className={orderable ? 'cart-line' : 'cart-line is-unavailable'}>
      <th scope="row" className="cart-line__product">
        <div className="cart-line__visual">{item.image ? <img src={item.image} alt="" width={64} height={48} /> : <PackageIcon size={24} />}</div>
        <div>
          <p className="cart-line__name">{name}</p>
          {orderable && typeof item.stock === 'number' ? (
            <p className="cart-line__stock">
              {t('cart.line.stock', {
                quantity: formatQuantity(item.stock, i18n.language),
                unit: t(`catalogue.unit.${unit}`, { count: item.stock }),
              })}
            </p>
          ) : null}
          {orderable ? null : <p className="cart-line__unavailable">{t('cart.line.unavailable')}</p>}
        </div>
      </th>
      <td className="cart-line__price" data-label={t('cart.columns.price')}>
        {orderable ? (
          <span>
            <span className="cart-line__amount">{formatChf(item.price)}</span>
            <span className="cart-line__per"> {t(`catalogue.per.${unit}`)}</span>
          </span>
        ) : (
          '—'
        )}
      </td>
      <td className="cart-line__quantity" data-label={t('cart.columns.quantity')}>
        <QuantityEditor
          key={item.quantity}
          quantity={item.quantity}
          unit={unit}
          name={name}
          onChange={change}
          onInvalid={() => setProblem(t('cart.quantity.positive'))}
          describedBy={problem ? messageId : undefined}
          invalid={problem !== null}
        />
        {problem ? (
          <p id={messageId} className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </td>
      <td className="cart-line__total" data-label={t('cart.columns.total')}>
        {orderable ? formatChf(rappenToChf(cartLineNetRappen(item))) : '—'}
      </td>
      <td className="cart-line__remove">
        <button type="button" className="icon-button cart-line__remove-button" aria-label={t('cart.line.remove', { name })} title={t('cart.line.remove', { name })} onClick={onRemove}>
          <TrashIcon size={20} />
        </button>
      </td>
    </tr>
  );
}
