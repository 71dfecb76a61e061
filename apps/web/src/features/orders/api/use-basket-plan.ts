import { keepPreviousData } from '@tanstack/react-query';
import { getGetBasketPlanQueryKey, useGetBasketPlan } from '@mercato/api-client';

/**
 * The basket plan of the server cart (GET /api/v1/cart/plan) for the date asked for. The cart's
 * signature is part of the key, so a changed cart (saved to the server) is planned again; the
 * plan shown stays until the new one arrives.
 */
export function useBasketPlan(deliveryDate: string | null, cartSignature: string, enabled: boolean) {
  const params = deliveryDate ? { delivery_date: deliveryDate } : undefined;
  return useGetBasketPlan(params, {
    query: {
      queryKey: [...getGetBasketPlanQueryKey(params), cartSignature],
      enabled,
      placeholderData: keepPreviousData,
      staleTime: 0,
      retry: false,
    },
  });
}
