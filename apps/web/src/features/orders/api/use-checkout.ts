import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, getListOrdersQueryKey, usePlaceOrder, type OrderChangedResponse, type OrderDto } from '@mercato/api-client';
import { useLanguage } from '../../../shared/i18n/use-language';
import { attemptSignature, expectedLines, type CheckoutLine } from '../lib/checkout-lines';
import { planExpectedLines } from '../lib/plan-lines';
import type { BasketPlanResponse } from '@mercato/api-client';

/** The basket plan the user saw, with the date asked for and the note: what the order follows. */
export interface PlannedCheckout {
  plan: BasketPlanResponse;
  deliveryDate: string | null;
  note: string;
}
import { newIdempotencyKey } from '../lib/idempotency-key';

export type CheckoutOutcome =
  | { kind: 'placed'; order: OrderDto }
  | { kind: 'changed'; changes: OrderChangedResponse }
  | { kind: 'activation_required' }
  | { kind: 'failed'; code: string };

function isOrderChanged(error: unknown): error is ApiError & { body: OrderChangedResponse } {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = error.body as Partial<OrderChangedResponse> | null;
  return Boolean(body && Array.isArray(body.changes) && Array.isArray(body.items));
}

/**
 * Places the order for the whole cart (POST /api/v1/orders). One idempotency key per attempt:
 * a double click or a retry after a lost answer sends the same key, so the server orders once;
 * a changed cart (or an adopted server cart) is a new attempt with a new key.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { mutateAsync } = usePlaceOrder();
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const inFlight = useRef<Promise<CheckoutOutcome> | null>(null);
  const [placing, setPlacing] = useState(false);

  const send = useCallback(
    async (lines: readonly CheckoutLine[], planned?: PlannedCheckout): Promise<CheckoutOutcome> => {
      const order = planned
        ? {
            expected: planExpectedLines(planned.plan),
            expected_fees: planned.plan.totals.fees,
            ...(planned.deliveryDate ? { delivery_date: planned.deliveryDate } : {}),
            ...(planned.note.trim() ? { note: planned.note.trim() } : {}),
          }
        : { expected: expectedLines(lines) };
      const signature = planned ? JSON.stringify(order) : attemptSignature(lines);
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
      const { key } = attempt.current;
      try {
        const answer = await mutateAsync({ data: { idempotency_key: key, lang: language, ...order } });
        attempt.current = null;
        void queryClient.invalidateQueries({ queryKey: getListOrdersQueryKey() });
        return { kind: 'placed', order: answer.order };
      } catch (error) {
        if (isOrderChanged(error)) {
          attempt.current = null;
          void queryClient.invalidateQueries({ queryKey: ['/api/v1/cart/plan'] });
          return { kind: 'changed', changes: error.body };
        }
        const code = error instanceof ApiError ? (error.code ?? 'server_error') : 'network_error';
        // Without an answer (or on a server failure) the order may exist: a retry keeps the key.
        const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
        if (answered) attempt.current = null;
        if (code === 'activation_code_required') return { kind: 'activation_required' };
        return { kind: 'failed', code };
      }
    },
    [mutateAsync, language, queryClient],
  );

  /** A second click while the first is on its way gets the first one's outcome. */
  const place = useCallback(
    (lines: readonly CheckoutLine[], planned?: PlannedCheckout): Promise<CheckoutOutcome> => {
      if (inFlight.current) return inFlight.current;
      setPlacing(true);
      const pending = send(lines, planned).finally(() => {
        inFlight.current = null;
        setPlacing(false);
      });
      inFlight.current = pending;
      return pending;
    },
    [send],
  );

  return { place, placing };
}
