import { useMemo, useState } from 'react';
import type { BasketPlanResponse, ProductSummaryDto } from '@mercato/api-client';
import { PromoModal } from '../../features/account';
import { AddToCartButton, CartPage, storeServerCart, type CheckoutCart } from '../../features/cart';
import { CategoryPage, FavouritesPage, ProductPage, SearchPage } from '../../features/catalogue';
import { NotFoundPage } from '../../features/not-found';
import { Checkout, OrdersPage, plannedLinePrices } from '../../features/orders';
import { useStoredUser } from '../../shared/lib/stored-user';

// The catalogue shows products, the cart adds them, the orders feature places them and the
// account feature holds the activation code: the app joins the features here.
const addToCart = (product: ProductSummaryDto) => <AddToCartButton product={product} />;

/** `/category/:slug` with the cart's add button on every product. */
export function CategoryRoute() {
  return <CategoryPage productAction={addToCart} />;
}

/** `/search?q=…` with the cart's add button on every product. */
export function SearchRoute() {
  return <SearchPage productAction={addToCart} />;
}

/** `/product/:slug` with the cart's add button; a product the server does not know shows the not-found page. */
export function ProductRoute() {
  return <ProductPage productAction={addToCart} notFound={<NotFoundPage />} />;
}

/** `/favourites` with the cart's add button on every product. */
export function FavouritesRoute() {
  return <FavouritesPage productAction={addToCart} />;
}

/**
 * `/cart` with the order step; a missing activation code opens the promo dialog. The plan the
 * order step shows gives the cart's lines the prices the order will use.
 */
export function CartRoute() {
  const user = useStoredUser();
  const [promoOpen, setPromoOpen] = useState(false);
  const [plan, setPlan] = useState<BasketPlanResponse | null>(null);
  const plannedPrices = useMemo(() => (plan ? plannedLinePrices(plan) : null), [plan]);
  const checkout = (cart: CheckoutCart) =>
    user ? (
      <Checkout
        lines={cart.items}
        blocked={cart.hasUnavailable}
        onAdopt={cart.adopt}
        onPlaced={cart.forget}
        onActivationRequired={() => setPromoOpen(true)}
        onPlan={setPlan}
      />
    ) : null;
  return (
    <>
      <CartPage checkout={checkout} plannedPrices={user ? plannedPrices : null} />
      <PromoModal open={promoOpen} userId={user?.id} onClose={() => setPromoOpen(false)} />
    </>
  );
}

/** `/orders`; "order again" fills the cart. */
export function OrdersRoute() {
  return <OrdersPage onCartReplaced={storeServerCart} />;
}
