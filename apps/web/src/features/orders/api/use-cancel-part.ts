import { useQueryClient } from '@tanstack/react-query';
import { ApiError, getListOrdersQueryKey, useCancelOrderPart } from '@mercato/api-client';

/** Cancels one part of an order (POST /api/v1/orders/{id}/parts/{partId}/cancel); the orders are read again either way. */
export function useCancelPart() {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useCancelOrderPart({
    mutation: { onSettled: () => queryClient.invalidateQueries({ queryKey: getListOrdersQueryKey() }) },
  });
  const cancel = async (orderId: number, partId: number): Promise<{ ok: true } | { ok: false; code: string }> => {
    try {
      await mutateAsync({ id: orderId, partId });
      return { ok: true };
    } catch (error) {
      return { ok: false, code: error instanceof ApiError ? (error.code ?? 'server_error') : 'network_error' };
    }
  };
  return { cancel, cancelling: isPending };
}
