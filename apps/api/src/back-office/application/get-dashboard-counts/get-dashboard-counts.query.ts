import { Injectable } from '@nestjs/common';
import { CountUsers } from '../../../accounts/index.js';
import { CountCatalogue } from '../../../catalogue/index.js';
import { CountOrdersToday } from '../../../orders/index.js';
import { CountPromoCodes } from '../../../promo/index.js';

export interface DashboardCounts {
  readonly products: number;
  readonly categories: number;
  readonly subcategories: number;
  readonly wholesalers: number;
  readonly users: number;
  readonly promoCodes: number;
  readonly ordersToday: number;
}

/** The figures on the dashboard's tiles, each asked of the context that owns it. */
@Injectable()
export class GetDashboardCounts {
  constructor(
    private readonly catalogue: CountCatalogue,
    private readonly users: CountUsers,
    private readonly promoCodes: CountPromoCodes,
    private readonly orders: CountOrdersToday,
  ) {}

  async execute(): Promise<DashboardCounts> {
    const [catalogue, users, promoCodes, ordersToday] = await Promise.all([
      this.catalogue.execute(),
      this.users.execute(),
      this.promoCodes.execute(),
      this.orders.execute(),
    ]);
    return { ...catalogue, users, promoCodes, ordersToday };
  }
}
