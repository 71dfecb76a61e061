import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSupplierOrderQueryKey,
  useConfirmSupplierOrder,
  useGetSupplierOrder,
  useRejectSupplierOrder,
  type ConfirmPurchaseOrderRequest,
} from '@mercato/api-client';

/** The purchase order behind a wholesaler's link (GET /api/v1/supplier/orders/{token}); an unknown or expired link is not retried. */
export function useSupplierOrder(token: string) {
  return useGetSupplierOrder(token, { query: { retry: false, staleTime: 0 } });
}

/** Confirm (with changes) or reject; either way the page reads the answer back. */
export function useSupplierAnswer(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetSupplierOrderQueryKey(token) });
  const confirm = useConfirmSupplierOrder({ mutation: { onSuccess: refresh } });
  const reject = useRejectSupplierOrder({ mutation: { onSuccess: refresh } });
  return {
    confirm: (data: ConfirmPurchaseOrderRequest) => confirm.mutateAsync({ token, data }),
    reject: (reason: string) => reject.mutateAsync({ token, data: { reason } }),
    pending: confirm.isPending || reject.isPending,
  };
}
