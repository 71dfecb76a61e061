import { Injectable } from '@nestjs/common';
import { PromoCodeAdminStore } from '../promo-code-admin-store.port.js';

/** How many activation codes there are (the dashboard's tile). */
@Injectable()
export class CountPromoCodes {
  constructor(private readonly store: PromoCodeAdminStore) {}

  execute(): Promise<number> {
    return this.store.count();
  }
}
