import { Injectable } from '@nestjs/common';
import { pageRequest } from '../../../../shared/domain/paging.js';
import type { OrderView } from '../../../domain/order-view.js';
import { OrderReader, type OrderStatusFilter } from '../../order-reader.port.js';

/** Staff: every placed order with its parts per wholesaler, newest first, optionally only those with a part in one status (read-only). */
@Injectable()
export class ListAllOrders {
  constructor(private readonly reader: OrderReader) {}

  async execute(query: { page?: number; limit?: number; q?: string; status?: OrderStatusFilter }): Promise<{ items: OrderView[]; total: number; page: number; limit: number }> {
    const { page, limit, search } = pageRequest(query);
    return { ...(await this.reader.page({ page, limit, search, status: query.status ?? null })), page, limit };
  }
}
