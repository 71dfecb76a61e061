import { Injectable } from '@nestjs/common';
import type { PageRequest } from '../../../../shared/domain/paging.js';
import type { OrderView } from '../../../domain/order-view.js';
import { OrderReader } from '../../order-reader.port.js';

/** Staff: every placed order with its parts per wholesaler, newest first (read-only). */
@Injectable()
export class ListAllOrders {
  constructor(private readonly reader: OrderReader) {}

  async execute(page: PageRequest): Promise<{ items: OrderView[]; total: number; page: number; limit: number }> {
    return { ...(await this.reader.page(page)), page: page.page, limit: page.limit };
  }
}
