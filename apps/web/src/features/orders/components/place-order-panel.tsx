import { useEffect, useState } from 'react';
import { formatChf } from '@mercato/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CartItemDto, OrderChangedResponse } from '@mercato/api-client';
import { paths } from '../../../shared/config/paths';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { hasPromoCode, isFullAccount, useStoredUser } from '../../../shared/lib/stored-user';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { AlertIcon } from '../../../shared/ui/icons/ui-icons';
import { useNotify } from '../../../shared/ui/notification/notification';
import { useCheckout, type CheckoutOutcome, type PlannedCheckout } from '../api/use-checkout';
import type { CheckoutLine } from '../lib/checkout-lines';
import { OrderChangesDialog } from './order-changes-dialog';
import './orders.css';

interface PlaceOrderPanelProps {
  lines: readonly CheckoutLine[];
  /** Some line cannot be ordered now; it must be removed first. */
  blocked?: boolean;
  /** Takes over the server cart after a refusal (capped to stock, saved); returns the new lines. */
  onAdopt: (items: readonly CartItemDto[]) => Promise<readonly CheckoutLine[]>;
  /** The order exists: the local cart goes (the server emptied its own). */
  onPlaced: () => void;
  /** Opens the activation (promo) code dialog. */
  onActivationRequired: () => void;
  /** The basket plan shown, with the date and note: the order follows it (without one, the cart's lines at their prices). */
  planned?: PlannedCheckout;
  /** The gross total of the plan (CHF), shown with the order button kept at hand on phones. */
  total?: number;
}

/** Whether the element is on screen (true until the browser says otherwise). */
function useOnScreen(element: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

/**
 * The order step of the cart: one order for everything, split by the server per wholesaler.
 * Changed prices or stock are shown and must be confirmed; a missing activation code opens
 * the promo dialog.
 */
export function PlaceOrderPanel({ lines, blocked = false, onAdopt, onPlaced, onActivationRequired, planned, total }: PlaceOrderPanelProps) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = useStoredUser();
  const { place, placing } = useCheckout();
  const [problem, setProblem] = useState<string | null>(null);
  const [changes, setChanges] = useState<OrderChangedResponse | null>(null);
  const [adopting, setAdopting] = useState(false);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  // On a phone a long cart puts the order button far below: while the panel is off screen, a bar
  // at the bottom keeps the total and the same order button at hand (CSS shows it on phones only).
  const panelOnScreen = useOnScreen(panel);
  // A refusal is said in the panel: bring it into view when the bar's button was used.
  useEffect(() => {
    if (problem) panel?.scrollIntoView?.({ block: 'nearest' });
  }, [problem, panel]);
  const missingCode = user ? !hasPromoCode(user) : false;
  const unverified = user ? !isFullAccount(user) : false;

  const handle = (outcome: CheckoutOutcome) => {
    switch (outcome.kind) {
      case 'placed':
        onPlaced();
        notify({ kind: 'success', message: t('orders.placed', { number: outcome.order.number }) });
        navigate(paths.orders);
        return;
      case 'changed':
        setChanges(outcome.changes);
        return;
      case 'activation_required':
        setProblem('activation_code_required');
        onActivationRequired();
        return;
      default:
        setProblem(outcome.code);
    }
  };

  const submit = async () => {
    if (placing || adopting) return;
    setProblem(null);
    handle(await place(lines, planned));
  };

  const confirmChanges = async () => {
    if (!changes) return;
    setAdopting(true);
    try {
      const adopted = await onAdopt(changes.items);
      setChanges(null);
      if (adopted.length === 0) {
        setProblem('cart_empty');
        return;
      }
      // The plan now (the 409 carries it) is what the user just confirmed.
      handle(await place(adopted, planned && changes.plan ? { ...planned, plan: changes.plan } : undefined));
    } finally {
      setAdopting(false);
    }
  };

  const disabled = placing || adopting || blocked || unverified || lines.length === 0;
  return (
    <div className="place-order" ref={setPanel}>
      {missingCode ? (
        <div className="place-order__hint">
          <AlertIcon size={18} />
          <p>
            {t('orders.checkout.codeNeeded')}{' '}
            <button type="button" className="place-order__link" onClick={onActivationRequired}>
              {t('orders.checkout.enterCode')}
            </button>
          </p>
        </div>
      ) : null}
      <button
        type="button"
        className={`${buttonClass('primary', 'lg')} btn--block`}
        onClick={() => void submit()}
        disabled={disabled}
        aria-busy={placing || undefined}
      >
        {placing ? <span className="btn__spinner" aria-hidden="true" /> : null}
        {placing ? t('orders.checkout.placing') : t('orders.checkout.place')}
      </button>
      {total !== undefined && !panelOnScreen ? (
        <div className="place-order__bar" data-testid="order-bar">
          <p className="place-order__bar-total">
            <span>{t('cart.totals.gross')}</span>
            <strong>{formatChf(total)}</strong>
          </p>
          <button type="button" className={buttonClass('primary')} onClick={() => void submit()} disabled={disabled} aria-busy={placing || undefined}>
            {placing ? t('orders.checkout.placing') : t('orders.checkout.placeShort')}
          </button>
        </div>
      ) : null}
      <FormMessage kind="error" message={problem ? message(problem, 'server_error') : unverified ? t('cart.notices.verifiedOnly') : null} />
      <p className="place-order__note">{t('orders.checkout.note')}</p>
      <OrderChangesDialog changes={changes} lines={lines} busy={adopting || placing} onCancel={() => setChanges(null)} onConfirm={() => void confirmChanges()} />
    </div>
  );
}
