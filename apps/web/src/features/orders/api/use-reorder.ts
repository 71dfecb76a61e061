import { ApiError, useReorder, type CartItemDto, type ReorderSkippedDto } from '@mercato/api-client';

export type ReorderOutcome = { ok: true; skipped: ReorderSkippedDto[] } | { ok: false; code: string };

/**
 * "Order again" (POST /api/v1/orders/{id}/reorder): the server cart takes the order's lines;
 * `onCart` gets the cart it answers (the browser's copy follows it) and the outcome names the
 * lines it could not add.
 */
export function useReorderOrder(onCart: (items: CartItemDto[]) => void) {
  const { mutateAsync, isPending, variables } = useReorder();
  const reorder = async (orderId: number): Promise<ReorderOutcome> => {
    try {
      const answer = await mutateAsync({ id: orderId });
      onCart(answer.items);
      return { ok: true, skipped: answer.skipped };
    } catch (error) {
      return { ok: false, code: error instanceof ApiError ? (error.code ?? 'server_error') : 'network_error' };
    }
  };
  return { reorder, pendingOrderId: isPending ? (variables?.id ?? null) : null };
}
