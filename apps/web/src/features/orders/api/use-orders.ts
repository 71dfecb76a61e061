import { keepPreviousData } from '@tanstack/react-query';
import { useListOrders, type ListOrdersStatus } from '@mercato/api-client';

/** Orders per page of `/orders`. */
export const ORDERS_PER_PAGE = 10;

/** One page of the signed-in user's orders, newest first, optionally those with a part in `status` (GET /api/v1/orders). */
export function useOrders(page: number, status: ListOrdersStatus | null) {
  return useListOrders(
    { page, limit: ORDERS_PER_PAGE, ...(status ? { status } : {}) },
    // The page shown stays while the next one loads: paging never flashes an empty list.
    { query: { staleTime: 0, placeholderData: keepPreviousData } },
  );
}
