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

interface OfferRow {
  id: number;
  product_id: number;
  wholesaler_id: number;
  price_rappen: number;
  stock: string;
  sellable: boolean;
  xmin: string;
  wholesaler_xmin: string;
}

interface ProductRow {
  id: number;
  active: boolean;
  name_fr: string;
  name_de: string;
  name_it: string;
  unit: 'kg' | 'piece';
  vat_rate_basis_points: number;
  xmin: string;
}

/** The row versions (id and xmin) of a product set's offers, their wholesalers and the products, in that order: equal strings, equal rows. */
const FINGERPRINT = `SELECT coalesce((SELECT string_agg(o.id || ':' || o.xmin, ',' ORDER BY o.id) FROM offer o WHERE o.product_id = ANY($1::int[])), '')
         || '|' || coalesce((SELECT string_agg(w.id || ':' || w.xmin, ',' ORDER BY w.id) FROM wholesaler w
                              WHERE w.id IN (SELECT wholesaler_id FROM offer WHERE product_id = ANY($1::int[]))), '')
         || '|' || coalesce((SELECT string_agg(p.id || ':' || p.xmin, ',' ORDER BY p.id) FROM product p WHERE p.id = ANY($1::int[])), '') AS fingerprint`;

const versions = (rows: ReadonlyArray<{ id: number; xmin: string }>) =>
  [...rows]
    .sort((a, b) => a.id - b.id)
    .map((r) => `${r.id}:${r.xmin}`)
    .join(',');

/** Product sets whose plan rows are kept (the carts being planned right now). */
const PLAN_CACHE_SIZE = 200;

@Injectable()
export class SqlOfferStock extends OfferStock {
  /**
   * The rows a basket plan reads, per product set, with the versions (xmin) of the rows they
   * came from. Before use, one statement asks for the current versions: any committed change
   * to one of these offers, their wholesalers or the products (price, stock, terms, by this
   * process, another one or by hand) gives another fingerprint and the rows are read again. So
   * a plan never sees other rows than an uncached read would; it only skips reading and
   * parsing them (about 220 offers for a 40-line cart). Emptied on every catalogue change this
   * process learns of (`CatalogueWrites`).
   */
  private readonly planRows = new Map<string, { readonly fingerprint: string; readonly consistent: boolean; readonly rows: LockedOffers }>();
  private generation = 0;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly writes: CatalogueWrites,
  ) {
    super();
    writes.onChange(() => {
      this.generation++;
      this.planRows.clear();
    });
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.uow.manager().query(sql, params);
  }

  async lockForOrder(productIds: readonly number[]): Promise<LockedOffers> {
    return (await this.read(productIds, true)).rows;
  }

  async readForPlan(productIds: readonly number[]): Promise<LockedOffers> {
    const key = [...new Set(productIds)].sort((a, b) => a - b).join(',');
    const cached = this.planRows.get(key);
    if (cached) {
      // Prepared once per connection: planning this statement cost PostgreSQL as much as running it.
      const [now] = await this.uow.preparedRead<{ fingerprint: string }>('catalogue_plan_fingerprint', FINGERPRINT, [productIds]);
      if (now?.fingerprint === cached.fingerprint) {
        this.planRows.delete(key);
        this.planRows.set(key, cached);
        return cached.rows;
      }
    }
    const generation = this.generation;
    const read = await this.read(productIds, false);
    // Rows read while this process changed the catalogue are not kept (they are checked anyway).
    if (generation === this.generation && read.consistent) {
      this.planRows.delete(key);
      this.planRows.set(key, read);
      if (this.planRows.size > PLAN_CACHE_SIZE) this.planRows.delete(this.planRows.keys().next().value!);
    }
    return read.rows;
  }

  async giveBack(returned: ReadonlyArray<{ readonly offerId: number; readonly quantity: number }>): Promise<void> {
    const back = returned.filter((r) => r.quantity > 0);
    if (!back.length) return;
    this.writes.changed();
    const ids = back.map((r) => r.offerId);
    await this.query(`SELECT id FROM offer WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`, [ids]);
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

  private async read(productIds: readonly number[], lock: boolean): Promise<{ fingerprint: string; consistent: boolean; rows: LockedOffers }> {
    const readOffers = () =>
      this.query<OfferRow>(
      `SELECT o.id, o.product_id, o.wholesaler_id, o.price_rappen, o.stock, (o.active AND w.active) AS sellable, o.xmin::text AS xmin,
              w.xmin::text AS wholesaler_xmin
         FROM offer o JOIN wholesaler w ON w.id = o.wholesaler_id
        WHERE o.product_id = ANY($1::int[])
        ORDER BY o.id
        ${lock ? 'FOR NO KEY UPDATE OF o' : ''}`,
      [productIds],
    );
    const readProducts = () =>
      this.query<ProductRow>(`SELECT id, active, name_fr, name_de, name_it, unit, vat_rate_basis_points, xmin::text AS xmin FROM product WHERE id = ANY($1::int[])`, [productIds]);
    // The wholesalers of these products' offers (named through the offers, so the three reads are independent).
    const readWholesalers = () =>
      this.query<WholesalerRow & { xmin: string }>(
      `SELECT ${WHOLESALER_COLUMNS}, xmin::text AS xmin
         FROM wholesaler WHERE id IN (SELECT wholesaler_id FROM offer WHERE product_id = ANY($1::int[]))`,
      [productIds],
    );
    // In a transaction (the order's: one connection) the three reads are one statement, one
    // round trip instead of three (the offers locked first, in id order); a plan shown before
    // ordering reads the three at once on three connections.
    const [offerRows, productRows, wholesalerRows] = this.uow.inTransaction
      ? await this.readInOne(productIds, lock)
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
    const fingerprint = `${versions(offerRows)}|${versions(wholesalerRows)}|${versions(productRows)}`;
    // The offers' `sellable` comes from the wholesaler rows their own read saw. Read at once on
    // other connections, the wholesalers may be a newer version (a deactivation committed in
    // between): such rows must not be kept under that newer version.
    const wholesalerVersions = new Map(wholesalerRows.map((w) => [w.id, w.xmin]));
    const consistent = offerRows.every((o) => wholesalerVersions.get(o.wholesaler_id) === o.wholesaler_xmin);
    return { fingerprint, consistent, rows: { products, offers, wholesalers } };
  }

  /**
   * The three reads of `read` as one statement (each a JSON array of the same columns), for a
   * transaction, where they would run one after the other anyway. One snapshot: the wholesaler
   * versions always match the offers'.
   */
  private async readInOne(productIds: readonly number[], lock: boolean) {
    // Prepared on the transaction's connection (its answer is three json columns, whatever the tables hold).
    const [row] = await this.uow.preparedInTransaction<{ offers: OfferRow[] | null; products: ProductRow[] | null; wholesalers: Array<WholesalerRow & { xmin: string }> | null }>(
      lock ? 'catalogue_offers_lock_in_one' : 'catalogue_offers_read_in_one',
      `SELECT (SELECT json_agg(r) FROM (SELECT o.id, o.product_id, o.wholesaler_id, o.price_rappen, o.stock::text AS stock, (o.active AND w.active) AS sellable,
                                               o.xmin::text AS xmin, w.xmin::text AS wholesaler_xmin
                                          FROM offer o JOIN wholesaler w ON w.id = o.wholesaler_id
                                         WHERE o.product_id = ANY($1::int[])
                                         ORDER BY o.id
                                         ${lock ? 'FOR NO KEY UPDATE OF o' : ''}) r) AS offers,
              (SELECT json_agg(r) FROM (SELECT id, active, name_fr, name_de, name_it, unit, vat_rate_basis_points, xmin::text AS xmin
                                          FROM product WHERE id = ANY($1::int[])) r) AS products,
              (SELECT json_agg(r) FROM (SELECT ${WHOLESALER_COLUMNS}, xmin::text AS xmin
                                          FROM wholesaler WHERE id IN (SELECT wholesaler_id FROM offer WHERE product_id = ANY($1::int[]))) r) AS wholesalers`,
      [productIds],
    );
    return [row?.offers ?? [], row?.products ?? [], row?.wholesalers ?? []] as const;
  }

  async take(taken: ReadonlyArray<{ readonly offerId: number; readonly quantity: number; readonly priceRappen: number }>): Promise<boolean> {
    // The stock shown in the catalogue changes: cached listings go once this commits.
    this.writes.changed();
    if (!taken.length) return true;
    // One statement: the offers locked in id order (concurrent orders queue, never deadlock),
    // then taken only if every one is still active, at its price, with the quantity in stock;
    // else nothing is taken. The locking read sees the latest committed rows, so the last unit
    // goes to one order only. The CHECK (stock >= 0) of the offer table stays the last line of defence.
    // NO KEY UPDATE (the lock an UPDATE of these columns takes anyway), never FOR UPDATE: it does
    // not wait for the key-share locks that other orders' purchase-order lines hold on the same
    // offers (their foreign key), so an order can write its lines before it takes the stock.
    // (A SELECT at the top: an UPDATE's answer through TypeORM is [rows, count].)
    // Prepared on the transaction's connection: parsing and planning it cost as much as running it.
    const rows = await this.uow.preparedInTransaction<{ taken: number }>(
      'catalogue_offers_take',
      `WITH t AS (
         SELECT offer_id, sum(quantity) AS quantity, min(price) AS price, max(price) AS max_price
           FROM unnest($1::int[], $2::numeric[], $3::int[]) AS r(offer_id, quantity, price) GROUP BY offer_id),
       locked AS (SELECT o.id, o.stock, o.price_rappen, o.active FROM offer o WHERE o.id = ANY($1::int[]) ORDER BY o.id FOR NO KEY UPDATE),
       ok AS (SELECT count(*) = (SELECT count(*) FROM t) AND coalesce(bool_and(l.active AND l.stock >= t.quantity AND l.price_rappen = t.price AND t.price = t.max_price), false) AS fine
                FROM locked l JOIN t ON t.offer_id = l.id),
       updated AS (
         UPDATE offer o SET stock = o.stock - t.quantity, updated_at = now()
           FROM t, ok
          WHERE o.id = t.offer_id AND ok.fine
          RETURNING o.id)
       SELECT count(*)::int AS taken FROM updated`,
      [taken.map((t) => t.offerId), taken.map((t) => t.quantity), taken.map((t) => t.priceRappen)],
    );
    return (rows[0]?.taken ?? 0) > 0;
  }
}
