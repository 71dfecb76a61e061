import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import type { OrderView } from '../../domain/order-view.js';
import { OrderReader, type OrderStatusFilter } from '../order-reader.port.js';

export const ORDER_PAGE_SIZE = 10;
export const ORDER_MAX_PAGE_SIZE = 50;

export interface OrderHistoryPage {
  readonly items: OrderView[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

/** `/orders`: the signed-in user's orders, newest first, a page at a time, optionally only those with a part in one status. */
@Injectable()
export class ListOrders {
  constructor(private readonly reader: OrderReader) {}

  /** With `session`, the payload of the request's session (see OrderReader.forUser). */
  async execute(user: SessionUserInfo | null, query: { page?: number; limit?: number; status?: OrderStatusFilter }, session?: object): Promise<OrderHistoryPage> {
    if (!user) throw new DomainError('unauthorized');
    const page = query.page ?? 1;
    const limit = query.limit ?? ORDER_PAGE_SIZE;
    const result = await this.reader.forUser(user.id, { page, limit, status: query.status ?? null }, session);
    return { ...result, page, limit };
  }
}
