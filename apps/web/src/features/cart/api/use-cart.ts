import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CartItemDto, ProductSummaryDto } from '@mercato/api-client';
import { useLanguage } from '../../../shared/i18n/use-language';
import { readStoredCartLines, useStoredCartLines } from '../../../shared/lib/stored-cart';
import { isFullAccount, readStoredUser, useStoredUser } from '../../../shared/lib/stored-user';
import { useNotify } from '../../../shared/ui/notification/notification';
import { cartItemFromProduct, cartItemName, isCartItem, storeCart, type CartItem } from '../lib/cart-items';
import { addToCart, adoptServerCart, changeQuantity, removeFromCart } from '../lib/cart-rules';
import { rememberForSignIn } from '../lib/remembered-product';
import { useQuantityMessage } from '../lib/use-quantity-message';
import { paths } from '../../../shared/config/paths';
import { saveServerCart } from './save-server-cart';

/** The cart lines, following every change (this tab and others). */
export function useCartItems(): CartItem[] {
  const lines = useStoredCartLines();
  return useMemo(() => lines.filter(isCartItem), [lines]);
}

function currentItems(): CartItem[] {
  return readStoredCartLines().filter(isCartItem);
}

/** Keeps the new cart locally and, for a signed-in user, on the server. */
function commit(items: CartItem[]): Promise<void> {
  storeCart(items);
  const user = readStoredUser();
  return typeof user?.id === 'number' ? saveServerCart(user.id, items) : Promise.resolve();
}

export type CartRefusal = 'sign_in_first' | 'verified_only' | 'unavailable' | 'quantity';

/**
 * Adding, changing, removing and clearing (SPEC.md section 4). Only a signed-in, verified user
 * may add; every refusal is told in a notification, in the interface language.
 */
export function useCartActions() {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const user = useStoredUser();
  const quantityMessage = useQuantityMessage();
  const navigate = useNavigate();

  const add = useCallback(
    (product: ProductSummaryDto): CartRefusal | null => {
      if (!user) {
        // The chosen product waits for the sign-in and lands in the cart after it.
        rememberForSignIn(cartItemFromProduct(product));
        notify({ kind: 'error', message: t('cart.notices.signInFirst'), action: { label: t('cart.notices.signInAction'), run: () => navigate(paths.auth) } });
        return 'sign_in_first';
      }
      if (!isFullAccount(user)) {
        notify({ kind: 'error', message: t('cart.notices.verifiedOnly') });
        return 'verified_only';
      }
      const candidate = cartItemFromProduct(product);
      if (!candidate.available) {
        notify({ kind: 'error', message: t('cart.notices.unavailable') });
        return 'unavailable';
      }
      const change = addToCart(currentItems(), candidate);
      if (!change.ok) {
        notify({ kind: 'error', message: quantityMessage(change.problem, change.line) });
        return 'quantity';
      }
      void commit(change.items);
      notify({ kind: 'success', message: t('cart.notices.added', { name: cartItemName(change.line, language) }) });
      return null;
    },
    [user, notify, t, language, quantityMessage, navigate],
  );

  /** Returns the problem's message when the quantity is refused (the line keeps its quantity). */
  const setQuantity = useCallback(
    (id: number, quantity: number): string | null => {
      const change = changeQuantity(currentItems(), id, quantity);
      if (!change) return null;
      if (!change.ok) return quantityMessage(change.problem, change.line);
      void commit(change.items);
      return null;
    },
    [quantityMessage],
  );

  const remove = useCallback((id: number) => void commit(removeFromCart(currentItems(), id)), []);
  const clear = useCallback(() => void commit([]), []);
  /** After an order refused because the cart changed: take the server's cart as it is now. */
  const adopt = useCallback(async (serverItems: readonly CartItemDto[]): Promise<CartItem[]> => {
    const items = adoptServerCart(serverItems);
    await commit(items);
    return items;
  }, []);
  /** After an order: the server already emptied its cart; only the local copy goes. */
  const forget = useCallback(() => storeCart([]), []);

  return { add, setQuantity, remove, clear, adopt, forget };
}
