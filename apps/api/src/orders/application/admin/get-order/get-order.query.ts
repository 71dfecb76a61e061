import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import type { OrderView } from '../../../domain/order-view.js';
import { OrderReader } from '../../order-reader.port.js';

/** Staff: one order as it is now (read-only). */
@Injectable()
export class GetOrder {
  constructor(private readonly reader: OrderReader) {}

  async execute(orderId: number): Promise<OrderView> {
    const order = await this.reader.byId(orderId);
    if (!order) throw new DomainError('order_not_found');
    return order;
  }
}
