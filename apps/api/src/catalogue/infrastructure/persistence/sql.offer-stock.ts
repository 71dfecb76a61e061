import { Injectable } from '@nestjs/common';
import { isLanguage } from '@mercato/contracts';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { CatalogueWrites } from '../../../platform/response-cache/catalogue-writes.js';
import { OfferStock, type LockedOffer, type LockedOffers, type OfferWholesaler, type StockedProduct } from '../../application/offer-stock.port.js';

interface WholesalerRow {
  id: number;
  name: string;
  order_email: string;
  language: string;
  min_order_rappen: number;
  delivery_fee_rappen: number | null;
  delivery_days: string;
  cutoff: string;
  lead_days: number;
  postcodes: string;
}

const WHOLESALER_COLUMNS = `id, name, order_email, language, min_order_rappen, delivery_fee_rappen, array_to_string(delivery_days, ',') AS delivery_days,
              cutoff, lead_days, postcodes`;

function wholesalerOf(w: WholesalerRow): OfferWholesaler {
  return {
    id: w.id,
    name: w.name,
    orderEmail: w.order_email,
    language: isLanguage(w.language) ? w.language : 'fr',
    minOrderRappen: Number(w.min_order_rappen),
    deliveryFeeRappen: w.delivery_fee_rappen === null ? null : Number(w.delivery_fee_rappen),
    deliveryDays: w.delivery_days ? w.delivery_days.split(',').map(Number) : [],
    cutoff: w.cutoff,
    leadDays: Number(w.lead_days),
    postcodes: w.postcodes,
  };
}

@Injectable()
export class SqlOfferStock extends OfferStock {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writes: CatalogueWrites,
  ) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.uow.manager().query(sql, params);
  }

  lockForOrder(productIds: readonly number[]): Promise<LockedOffers> {
    return this.read(productIds, true);
  }

  readForPlan(productIds: readonly number[]): Promise<LockedOffers> {
    return this.read(productIds, false);
  }

  async giveBack(returned: ReadonlyArray<{ readonly offerId: number; readonly quantity: number }>): Promise<void> {
    const back = returned.filter((r) => r.quantity > 0);
    if (!back.length) return;
    this.writes.changed();
    const ids = back.map((r) => r.offerId);
    await this.query(`SELECT id FROM offer WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids]);
    await this.query(
      `UPDATE offer o SET stock = o.stock + t.quantity, updated_at = now()
         FROM (SELECT offer_id, sum(quantity) AS quantity FROM unnest($1::int[], $2::numeric[]) AS r(offer_id, quantity) GROUP BY offer_id) AS t
        WHERE o.id = t.offer_id`,
      [ids, back.map((r) => r.quantity)],
    );
  }

  async wholesaler(id: number): Promise<OfferWholesaler | null> {
    const [w] = await this.query<WholesalerRow>(`SELECT ${WHOLESALER_COLUMNS} FROM wholesaler WHERE id = $1`, [id]);
    return w ? wholesalerOf(w) : null;
  }

  private async read(productIds: readonly number[], lock: boolean): Promise<LockedOffers> {
    const readOffers = () =>
      this.query<{
      id: number;
      product_id: number;
      wholesaler_id: number;
      price_rappen: number;
      stock: string;
      sellable: boolean;
    }>(
      `SELECT o.id, o.product_id, o.wholesaler_id, o.price_rappen, o.stock, (o.active AND w.active) AS sellable
         FROM offer o JOIN wholesaler w ON w.id = o.wholesaler_id
        WHERE o.product_id = ANY($1::int[])
        ORDER BY o.id
        ${lock ? 'FOR UPDATE OF o' : ''}`,
      [productIds],
    );
    const readProducts = () =>
      this.query<{
      id: number;
      active: boolean;
      name_fr: string;
      name_de: string;
      name_it: string;
      unit: 'kg' | 'piece';
      vat_rate_basis_points: number;
    }>(`SELECT id, active, name_fr, name_de, name_it, unit, vat_rate_basis_points FROM product WHERE id = ANY($1::int[])`, [productIds]);
    // The wholesalers of these products' offers (named through the offers, so the three reads are independent).
    const readWholesalers = () =>
      this.query<WholesalerRow>(
      `SELECT ${WHOLESALER_COLUMNS}
         FROM wholesaler WHERE id IN (SELECT wholesaler_id FROM offer WHERE product_id = ANY($1::int[]))`,
      [productIds],
    );
    // In the order's transaction the reads go one after the other (one connection; the offers
    // locked first); a plan shown before ordering reads the three at once.
    const [offerRows, productRows, wholesalerRows] = lock
      ? [await readOffers(), await readProducts(), await readWholesalers()]
      : await Promise.all([readOffers(), readProducts(), readWholesalers()]);
    const offers: LockedOffer[] = offerRows.map((o) => ({
      offerId: o.id,
      productId: o.product_id,
      wholesalerId: o.wholesaler_id,
      priceRappen: o.price_rappen,
      stock: Number(o.stock),
      sellable: o.sellable,
    }));
    const products = new Map<number, StockedProduct>(
      productRows.map((p) => [
        p.id,
        { id: p.id, active: p.active, name: { fr: p.name_fr, de: p.name_de, it: p.name_it }, unit: p.unit, vatRateBasisPoints: p.vat_rate_basis_points },
      ]),
    );
    const wholesalers = new Map<number, OfferWholesaler>(
      wholesalerRows.map((w) => [w.id, wholesalerOf(w)]),
    );
    return { products, offers, wholesalers };
  }

  async take(taken: ReadonlyArray<{ readonly offerId: number; readonly quantity: number }>): Promise<void> {
    // The stock shown in the catalogue changes: cached listings go once this commits.
    this.writes.changed();
    if (!taken.length) return;
    // The CHECK (stock >= 0) of the offer table is the last line of defence: a plan made on
    // locked rows never trips it.
    await this.query(
      `UPDATE offer o SET stock = o.stock - t.quantity, updated_at = now()
         FROM unnest($1::int[], $2::numeric[]) AS t(offer_id, quantity)
        WHERE o.id = t.offer_id`,
      [taken.map((t) => t.offerId), taken.map((t) => t.quantity)],
    );
  }
}
