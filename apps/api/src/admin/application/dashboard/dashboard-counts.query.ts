import { Injectable, Optional } from '@nestjs/common';
import { ManageUsers } from '../../../accounts/index.js';
import { CountCatalogue } from '../../../catalogue/index.js';
import { ManagePromoCodes } from '../../../promo/index.js';

/**
 * Slot for the orders context: how many orders were placed today. The orders module provides
 * it (and the admin module imports that module); until then the dashboard shows no figure.
 */
export abstract class OrdersTodayCounter {
  abstract countToday(): Promise<number>;
}

export interface DashboardCounts {
  readonly products: number;
  readonly categories: number;
  readonly subcategories: number;
  readonly wholesalers: number;
  readonly users: number;
  readonly promoCodes: number;
  /** Null while no orders context answers. */
  readonly ordersToday: number | null;
}

/** The figures on the dashboard's tiles, each asked of the context that owns it. */
@Injectable()
export class GetDashboardCounts {
  constructor(
    private readonly catalogue: CountCatalogue,
    private readonly users: ManageUsers,
    private readonly promoCodes: ManagePromoCodes,
    @Optional() private readonly orders?: OrdersTodayCounter,
  ) {}

  async execute(): Promise<DashboardCounts> {
    const [catalogue, users, promoCodes, ordersToday] = await Promise.all([
      this.catalogue.execute(),
      this.users.count(),
      this.promoCodes.count(),
      this.orders ? this.orders.countToday() : Promise.resolve(null),
    ]);
    return { ...catalogue, users, promoCodes, ordersToday };
  }
}
