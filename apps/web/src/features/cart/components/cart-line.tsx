import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/config/paths';
import { formatChf, rappenToChf } from '@mercato/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PackageIcon, TrashIcon } from '../../../shared/ui/icons/shop-icons';
import { cartItemName, cartItemPack, isOrderable, type CartItem } from '../lib/cart-items';
import { cartLineNetRappen } from '../lib/cart-totals';
import { formatAmount as formatQuantity } from '../../../shared/i18n/format-number';
import type { PlannedLinePrice } from './cart-page';
import { QuantityEditor } from './quantity-editor';

interface CartLineProps {
  item: CartItem;
  /** Returns the translated refusal, or null when the quantity was taken. */
  onQuantity: (quantity: number) => string | null;
  onRemove: () => void;
  /** How the order's plan supplies this line (when it covers the quantity shown). */
  planned?: readonly PlannedLinePrice[];
}

/** The plan's parts for this line when they cover its quantity and differ from the list price; else null. */
function plannedDiffering(item: CartItem, planned: readonly PlannedLinePrice[] | undefined): readonly PlannedLinePrice[] | null {
  if (!planned?.length) return null;
  const quantity = planned.reduce((sum, p) => sum + p.quantity, 0);
  if (Math.abs(quantity - item.quantity) > 1e-9) return null;
  return planned.some((p) => Math.round(p.unitPrice * 100) !== Math.round(item.price * 100)) ? planned : null;
}

/** One line of the cart: product, unit price, quantity, stock, line total and removal. */
export function CartLine({ item, onQuantity, onRemove, planned }: CartLineProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const messageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const name = cartItemName(item, language);
  const unit = item.unit ?? 'piece';
  const orderable = isOrderable(item);
  // The cheapest offer may not have the quantity: then the order uses a dearer one, and the line says so.
  const plan = orderable ? plannedDiffering(item, planned) : null;
  const lineNet = plan ? plan.reduce((sum, p) => sum + Math.round(p.lineNet * 100), 0) : cartLineNetRappen(item);
  const pack = cartItemPack(item, language);

  const change = (quantity: number) => setProblem(onQuantity(quantity));

  return (
    <tr className={orderable ? 'cart-line' : 'cart-line is-unavailable'}>
      <th scope="row" className="cart-line__product">
        {/* The flex box sits inside the cell: a flex <th> stops being a table cell, and its border no longer lines up with the row's. */}
        <div className="cart-line__product-body">
          <div className="cart-line__visual">{item.image ? <img src={item.image} alt="" width={64} height={48} /> : <PackageIcon size={24} />}</div>
          <div>
            <p className="cart-line__name">{item.slug ? <Link to={paths.product.to(item.slug)}>{name}</Link> : name}</p>
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
        </div>
      </th>
      <td className="cart-line__price" data-label={t('cart.columns.price')}>
        {orderable && plan ? (
          <span className="cart-line__planned" data-testid="planned-price">
            {plan.map((p, index) => (
              <span key={index} className="cart-line__planned-part">
                {plan.length > 1 ? `${formatQuantity(p.quantity, i18n.language)} ${t(`catalogue.unit.${unit}`, { count: p.quantity })} × ` : null}
                <span className="cart-line__amount">{formatChf(p.unitPrice)}</span>
                <span className="cart-line__per"> {pack ? t('product.perPack', { pack }) : t(`catalogue.per.${unit}`)}</span>
              </span>
            ))}
            <span className="cart-line__list-price">{t('cart.line.listPrice', { price: formatChf(item.price) })}</span>
          </span>
        ) : orderable ? (
          <span>
            <span className="cart-line__amount">{formatChf(item.price)}</span>
            <span className="cart-line__per"> {pack ? t('product.perPack', { pack }) : t(`catalogue.per.${unit}`)}</span>
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
        {orderable ? formatChf(rappenToChf(lineNet)) : '—'}
      </td>
      <td className="cart-line__remove">
        <button type="button" className="icon-button cart-line__remove-button" aria-label={t('cart.line.remove', { name })} title={t('cart.line.remove', { name })} onClick={onRemove}>
          <TrashIcon size={20} />
        </button>
      </td>
    </tr>
  );
}
