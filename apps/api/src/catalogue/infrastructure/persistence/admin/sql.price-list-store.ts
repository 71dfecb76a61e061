import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../../platform/database/unit-of-work.js';
import { PriceListStore } from '../../../application/admin/price-list-store.port.js';
import type { AcceptedLine, CurrentOffer, KnownProduct } from '../../../domain/price-list.js';

interface ProductRow {
  id: number;
  slug: string;
  unit: KnownProduct['unit'];
  name_fr: string;
  name_de: string;
  name_it: string;
}

const knownProduct = (r: ProductRow): KnownProduct => ({ id: r.id, slug: r.slug, unit: r.unit, names: { fr: r.name_fr, de: r.name_de, it: r.name_it } });

/**
 * A price list is applied set-based: the lines travel as arrays and three statements (log,
 * upsert) do the work, so 5,000 lines take about as long as 5.
 */
@Injectable()
export class SqlPriceListStore extends PriceListStore {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async wholesalerExists(id: number): Promise<boolean> {
    const [row] = await this.uow.manager().query(`SELECT 1 FROM wholesaler WHERE id = $1`, [id]);
    return row !== undefined;
  }

  async products(ids: readonly number[], slugs: readonly string[]): Promise<KnownProduct[]> {
    if (!ids.length && !slugs.length) return [];
    const rows: ProductRow[] = await this.uow.manager().query(
      `SELECT id, slug, unit, name_fr, name_de, name_it FROM product WHERE id = ANY($1::int[]) OR slug = ANY($2::varchar[])`,
      [ids, slugs],
    );
    return rows.map(knownProduct);
  }

  async allProducts(): Promise<KnownProduct[]> {
    const rows: ProductRow[] = await this.uow.manager().query(`SELECT id, slug, unit, name_fr, name_de, name_it FROM product ORDER BY id`);
    return rows.map(knownProduct);
  }

  async offersOf(wholesalerId: number, productIds: readonly number[]): Promise<Map<number, CurrentOffer>> {
    if (!productIds.length) return new Map();
    // Locked in id order, as an order locks its offers (sql.offer-stock.ts): in any other order an
    // import and an order could each hold an offer the other waits for (a deadlock).
    const rows: Array<{ product_id: number; price_rappen: number; stock: string }> = await this.uow.manager().query(
      `SELECT product_id, price_rappen, stock FROM offer WHERE wholesaler_id = $1 AND product_id = ANY($2::int[]) ORDER BY id FOR NO KEY UPDATE`,
      [wholesalerId, productIds],
    );
    return new Map(rows.map((r) => [r.product_id, { priceRappen: r.price_rappen, stock: Number(r.stock) }]));
  }

  async apply(wholesalerId: number, lines: readonly AcceptedLine[], changedBy: number): Promise<void> {
    if (!lines.length) return;
    const manager = this.uow.manager();
    const arrays = [lines.map((l) => l.productId), lines.map((l) => l.priceRappen), lines.map((l) => String(l.stock))];
    await manager.query(
      `INSERT INTO price_change (product_id, wholesaler_id, old_price_rappen, new_price_rappen, old_stock, new_stock, source, changed_by)
       SELECT t.product_id, $1, o.price_rappen, t.price_rappen, o.stock, t.stock, 'import', $2
         FROM unnest($3::int[], $4::int[], $5::numeric[]) AS t (product_id, price_rappen, stock)
         LEFT JOIN offer o ON o.product_id = t.product_id AND o.wholesaler_id = $1
        WHERE o.id IS NULL OR o.price_rappen <> t.price_rappen OR o.stock <> t.stock`,
      [wholesalerId, changedBy, ...arrays],
    );
    await manager.query(
      `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock)
       SELECT t.product_id, $1, t.price_rappen, t.stock FROM unnest($2::int[], $3::int[], $4::numeric[]) AS t (product_id, price_rappen, stock)
       ON CONFLICT (product_id, wholesaler_id) DO UPDATE
         SET price_rappen = EXCLUDED.price_rappen, stock = EXCLUDED.stock, updated_at = now()`,
      [wholesalerId, ...arrays],
    );
  }
}
