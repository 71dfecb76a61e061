import { Injectable } from '@nestjs/common';
import { AccountDirectory } from '../../../accounts/index.js';
import { CartCheckout } from '../../../cart/index.js';
import { OfferStock } from '../../../catalogue/index.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { BasketPlanner, type PlannedBasket } from '../planning/basket-planner.service.js';

/** DESIGN.md "Basket plan": the server cart as parts per wholesaler, as the order would place it now. */
@Injectable()
export class GetBasketPlan {
  constructor(
    private readonly accounts: AccountDirectory,
    private readonly cart: CartCheckout,
    private readonly offers: OfferStock,
    private readonly planner: BasketPlanner,
  ) {}

  async execute(user: SessionUserInfo | null, wantedDate: unknown): Promise<PlannedBasket> {
    if (!user) throw new DomainError('unauthorized');
    // Read without a transaction: nothing is written, and placing the order checks it all again.
    const [address, cart] = await Promise.all([this.accounts.restaurantAddressOf(user), this.cart.lines(user.id)]);
    if (address === null) throw new DomainError('unauthorized');
    const stock = await this.offers.readForPlan(cart.map((l) => l.productId));
    return this.planner.plan({ cart, stock, address, wantedDate });
  }
}
