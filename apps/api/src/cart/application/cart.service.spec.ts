import { describe, expect, it } from '@jest/globals';
import type { FindProducts } from '../../catalogue/index.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../shared/domain/session-user.js';
import { InMemoryUnitOfWork, Rows } from '../../../test/fakes/platform.js';
import { MAX_CART_LINES } from '../domain/cart-quantity.js';
import { CartRepository, type StoredCartLine } from './cart-repository.port.js';
import { CartService } from './cart.service.js';

class InMemoryCartRepository extends CartRepository {
  readonly rows = new Rows<StoredCartLine>();
  async lines(): Promise<StoredCartLine[]> {
    return [...this.rows.items];
  }
  async replace(_userId: number, lines: readonly StoredCartLine[]): Promise<void> {
    this.rows.items = [...lines];
  }
}

/** Products as the cart reads them: unit, the lowest offer (or none) and what all offers hold together. */
function catalogue(products: Record<number, { unit: 'kg' | 'piece'; price: number | null; stock: number }>): FindProducts {
  return {
    byIds: async (ids: readonly number[]) =>
      new Map(
        ids.flatMap((id) => {
          const p = products[id];
          return p ? [[id, { props: { id, unit: p.unit }, bestOffer: p.price === null ? null : { priceRappen: p.price }, totalStock: p.stock }]] : [];
        }),
      ),
  } as unknown as FindProducts;
}

const chef: SessionUserInfo = { id: 7, verified: true, isAdmin: false } as SessionUserInfo;

function setUp(cart: StoredCartLine[]) {
  const uow = new InMemoryUnitOfWork();
  const repository = new InMemoryCartRepository();
  repository.rows.items = cart;
  uow.track(repository.rows);
  const products = catalogue({
    1: { unit: 'kg', price: 2400, stock: 10 },
    2: { unit: 'piece', price: 500, stock: 5 },
    3: { unit: 'piece', price: null, stock: 0 },
    4: { unit: 'piece', price: 300, stock: 100 },
  });
  return { repository, service: new CartService(uow, repository, products) };
}

describe('CartService.add (order again)', () => {
  it('adds on top of the cart, new products at the end, and names each line it skips with its reason', async () => {
    const { repository, service } = setUp([{ productId: 2, quantity: 3 }]);
    const result = await service.add(chef, [
      { productId: 1, quantity: 2.5 },
      { productId: 2, quantity: 3 }, // 3 + 3 > 5 in stock
      { productId: 3, quantity: 1 }, // no offer in stock
      { productId: 9, quantity: 1 }, // gone or switched off
      { productId: 4, quantity: 1.5 }, // pieces are whole
    ]);
    expect(result.skipped).toEqual([
      { productId: 2, reason: 'insufficient_stock' },
      { productId: 3, reason: 'unavailable' },
      { productId: 9, reason: 'product_inactive' },
      { productId: 4, reason: 'invalid_quantity' },
    ]);
    expect(repository.rows.items).toEqual([
      { productId: 2, quantity: 3 },
      { productId: 1, quantity: 2.5 },
    ]);
  });

  it('adds no new product to a full cart, but still adds to the lines it holds', async () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: i === 0 ? 1 : 1000 + i, quantity: 1 }));
    const { repository, service } = setUp(full);
    const result = await service.add(chef, [
      { productId: 1, quantity: 2 },
      { productId: 4, quantity: 1 },
    ]);
    expect(result.skipped).toEqual([{ productId: 4, reason: 'cart_full' }]);
    expect(repository.rows.items).toHaveLength(MAX_CART_LINES);
    expect(repository.rows.items[0]).toEqual({ productId: 1, quantity: 3 });
  });

  it('refuses an unverified account, as saving the cart does', async () => {
    const { service } = setUp([]);
    await expect(service.add({ ...chef, verified: false }, [{ productId: 1, quantity: 1 }])).rejects.toEqual(new DomainError('email_not_verified'));
  });
});
