import { useListOrders, type OrderListResponse } from '@mercato/api-client';

const selectOrders = (data: OrderListResponse) => data.orders;

/** The signed-in user's orders, newest first (GET /api/v1/orders). */
export function useOrders() {
  return useListOrders({ query: { select: selectOrders, staleTime: 0 } });
}
