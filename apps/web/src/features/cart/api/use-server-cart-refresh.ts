import { useEffect } from 'react';
import { useGetCart } from '@mercato/api-client';
import type { StoredUser } from '../../../shared/lib/stored-user';
import { readCart, storeCart } from '../lib/cart-items';
import { refreshDetails } from '../lib/cart-rules';

/**
 * On the cart page, the server tells each line's current lowest price, stock and availability;
 * the lines and quantities stay the user's. A failure is only logged (SPEC.md section 4).
 */
export function useServerCartRefresh(user: StoredUser | null): void {
  const userId = typeof user?.id === 'number' ? user.id : 0;
  const { data, error } = useGetCart({ user_id: userId }, { query: { enabled: userId > 0, staleTime: 0, retry: false } });

  useEffect(() => {
    if (!data) return;
    const current = readCart();
    const refreshed = refreshDetails(current, data.items);
    if (JSON.stringify(refreshed) !== JSON.stringify(current)) storeCart(refreshed);
  }, [data]);

  useEffect(() => {
    if (error) console.error('[cart] loading the server cart failed', error);
  }, [error]);
}
