import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type BasketPlanResponse, type CartItemDto } from '@mercato/api-client';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { TotalsList } from '../../../shared/ui/totals/totals-list';
import { useBasketPlan } from '../api/use-basket-plan';
import type { CheckoutLine } from '../lib/checkout-lines';
import { BasketPlanView } from './basket-plan-view';
import { PlaceOrderPanel } from './place-order-panel';

interface CheckoutProps {
  lines: readonly CheckoutLine[];
  blocked?: boolean;
  onAdopt: (items: readonly CartItemDto[]) => Promise<readonly CheckoutLine[]>;
  onPlaced: () => void;
  onActivationRequired: () => void;
  /** The plan shown, once it covers the cart as shown (null until then), for the cart's lines to show its prices. */
  onPlan?: (plan: BasketPlanResponse | null) => void;
}

/**
 * The order step of the cart page: the basket plan (parts per wholesaler, dates, fees), the
 * date and the note, then the order placed as planned.
 */
export function Checkout({ lines, blocked = false, onPlan, ...panel }: CheckoutProps) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const [deliveryDate, setDeliveryDate] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const signature = JSON.stringify(lines.map((line) => [line.id, line.quantity]));
  const plan = useBasketPlan(deliveryDate, signature, lines.length > 0);
  const data = plan.data;
  const error = plan.error as unknown;
  const problem = error instanceof ApiError ? (error.code ?? 'server_error') : error ? 'network_error' : null;
  const unsupplied = Boolean(data?.unsupplied.length);
  // The cart is saved to the server as it changes; a plan read before the save landed plans the
  // old quantities. Until the plan covers the cart as shown, ask again shortly and hold the order.
  const current = data ? planCovers(data, lines) : false;
  const { refetch, isFetching } = plan;
  useEffect(() => {
    if (!data || current || isFetching) return;
    const timer = setTimeout(() => void refetch(), 400);
    return () => clearTimeout(timer);
  }, [data, current, isFetching, refetch]);
  const shown = data && current ? data : null;
  useEffect(() => {
    onPlan?.(shown);
  }, [shown, onPlan]);
  useEffect(() => () => onPlan?.(null), [onPlan]);

  return (
    <div className="checkout">
      {data ? (
        <>
          <BasketPlanView plan={data} lines={lines} deliveryDate={deliveryDate} onDeliveryDate={setDeliveryDate} note={note} onNote={setNote} />
          <h3 className="basket-plan__title">{t('orders.plan.total')}</h3>
          <TotalsList totals={data.totals} block="totals" className="totals--plan" />
        </>
      ) : plan.isLoading ? (
        <p className="basket-plan__hint" role="status">
          {t('orders.plan.loading')}
        </p>
      ) : null}
      {problem ? (
        <p className="basket-plan__error" role="alert">
          {problem === 'network_error' || problem === 'server_error' ? t('orders.plan.error') : message(problem, 'server_error')}
          {deliveryDate ? (
            <button type="button" className="place-order__link" onClick={() => setDeliveryDate(null)}>
              {t('orders.plan.dateEarliest')}
            </button>
          ) : null}
        </p>
      ) : null}
      {unsupplied ? <p className="cart-summary__warning">{t('orders.plan.blocked')}</p> : null}
      <PlaceOrderPanel
        lines={lines}
        blocked={blocked || unsupplied || !data || !current || plan.isFetching}
        planned={data ? { plan: data, deliveryDate, note } : undefined}
        total={data?.totals.gross}
        {...panel}
      />
    </div>
  );
}

/** Whether the plan holds exactly the cart's lines and quantities (planned or unsupplied). */
function planCovers(plan: BasketPlanResponse, lines: readonly CheckoutLine[]): boolean {
  const planned = new Map<number, number>();
  for (const part of plan.parts) for (const line of part.lines) planned.set(line.product_id, (planned.get(line.product_id) ?? 0) + line.quantity);
  for (const line of plan.unsupplied) planned.set(line.product_id, (planned.get(line.product_id) ?? 0) + line.quantity);
  if (planned.size !== lines.length) return false;
  return lines.every((line) => Math.abs((planned.get(line.id) ?? -1) - line.quantity) < 1e-9);
}
