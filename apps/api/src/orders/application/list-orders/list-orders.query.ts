import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import type { OrderView } from '../../domain/order-view.js';
import { OrderReader } from '../order-reader.port.js';

/** `/orders`: the signed-in user's orders, newest first. */
@Injectable()
export class ListOrders {
  constructor(private readonly reader: OrderReader) {}

  async execute(user: SessionUserInfo | null): Promise<OrderView[]> {
    if (!user) throw new DomainError('unauthorized');
    return this.reader.forUser(user.id);
  }
}
