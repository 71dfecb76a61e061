import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import type { OrderView } from '../../../domain/order-view.js';
import { OrderReader } from '../../order-reader.port.js';

const MAX_LIMIT = 100;

/** Staff: every placed order with its parts per wholesaler, newest first (read-only). */
@Injectable()
export class ListAllOrders {
  constructor(private readonly reader: OrderReader) {}

  async execute(raw: { page?: unknown; limit?: unknown; q?: unknown }): Promise<{ items: OrderView[]; total: number; page: number; limit: number }> {
    const page = whole(raw.page, 1, 100_000, 'page');
    const limit = whole(raw.limit, 20, MAX_LIMIT, 'limit');
    const search = typeof raw.q === 'string' && raw.q.trim() !== '' ? raw.q.trim().slice(0, 100) : null;
    return { ...(await this.reader.page({ page, limit, search })), page, limit };
  }
}

function whole(value: unknown, fallback: number, max: number, field: string): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new DomainError('invalid_data', { field });
  return n;
}
