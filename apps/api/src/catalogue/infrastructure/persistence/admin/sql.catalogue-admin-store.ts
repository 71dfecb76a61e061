import type { Language } from '@mercato/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isForeignKeyViolation, isUniqueViolation } from '../../../../platform/database/sql-errors.js';
import { UnitOfWork } from '../../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { containsPattern, type Page, type PageRequest } from '../../../../shared/domain/paging.js';
import type { RemovalOutcome } from '../../../../shared/domain/removal.js';
import {
  CatalogueAdminStore,
  type CatalogueCountsView,
  type CategoryView,
  type StoredPriceChange,
  type ProductView,
  type SubcategoryView,
  type WholesalerView,
} from '../../../application/admin/catalogue-admin-store.port.js';
import type { CategoryDraft, OfferDraft, ProductDraft, SubcategoryDraft, WholesalerDraft } from '../../../domain/catalogue-drafts.js';
import { foldForSearch } from '../../../domain/search.js';
import { AdminProductQueries } from './admin-product.queries.js';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const texts = (r: Row, key: string) => ({ fr: r[`${key}_fr`], de: r[`${key}_de`], it: r[`${key}_it`] });
const search = (page: PageRequest) => (page.search ? containsPattern(foldForSearch(page.search)) : null);
const total = (rows: Row[]) => (rows.length ? Number(rows[0]!['total']) : 0);

function toCategory(r: Row): CategoryView {
  return {
    id: r['id'],
    slug: r['slug'],
    name: texts(r, 'name'),
    description: texts(r, 'description'),
    imageKey: r['image_key'],
    subcategoryCount: Number(r['subcategory_count']),
    productCount: Number(r['product_count']),
  };
}

function toSubcategory(r: Row): SubcategoryView {
  return { id: r['id'], categoryId: r['category_id'], categoryName: texts(r, 'category_name'), slug: r['slug'], name: texts(r, 'name'), productCount: Number(r['product_count']) };
}

function toWholesaler(r: Row): WholesalerView {
  return {
    id: r['id'],
    name: r['name'],
    orderEmail: r['order_email'],
    language: r['language'],
    active: r['active'],
    offerCount: Number(r['offer_count']),
    minOrderRappen: Number(r['min_order_rappen']),
    deliveryFeeRappen: r['delivery_fee_rappen'] === null ? null : Number(r['delivery_fee_rappen']),
    deliveryDays: daysOf(r['delivery_days_text']),
    cutoff: r['cutoff'],
    leadDays: Number(r['lead_days']),
    postcodes: r['postcodes'],
  };
}

/** Delivery days come as text (`1,2,5`): the same on PostgreSQL and the embedded database. */
export const daysOf = (text: string): number[] => (text ? text.split(',').map(Number) : []);

const CATEGORY_SELECT = `
  SELECT c.*, (SELECT count(*) FROM subcategory s WHERE s.category_id = c.id) AS subcategory_count,
         (SELECT count(*) FROM product p JOIN subcategory s ON s.id = p.subcategory_id WHERE s.category_id = c.id) AS product_count
    FROM category c`;
const SUBCATEGORY_SELECT = `
  SELECT s.*, c.name_fr AS category_name_fr, c.name_de AS category_name_de, c.name_it AS category_name_it, (SELECT count(*) FROM product p WHERE p.subcategory_id = s.id) AS product_count
    FROM subcategory s JOIN category c ON c.id = s.category_id`;
const WHOLESALER_SELECT = `
  SELECT w.*, array_to_string(w.delivery_days, ',') AS delivery_days_text,
         (SELECT count(*) FROM offer o WHERE o.wholesaler_id = w.id) AS offer_count FROM wholesaler w`;

const termsOf = (d: WholesalerDraft) => [d.minOrderRappen, d.deliveryFeeRappen, `{${d.deliveryDays.join(',')}}`, d.cutoff, d.leadDays, d.postcodes];

/** Runs a write; a slug taken by another row (unique index) is `slug_already_exists`. */
async function onUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('slug_already_exists');
    throw error;
  }
}

/** The catalogue's admin side in plain SQL; a page and its total come in one query. */
@Injectable()
export class SqlCatalogueAdminStore extends CatalogueAdminStore {
  private readonly products: AdminProductQueries;

  constructor(private readonly uow: UnitOfWork) {
    super();
    this.products = new AdminProductQueries(() => this.db());
  }

  private db(): EntityManager {
    return this.uow.manager();
  }

  async counts(): Promise<CatalogueCountsView> {
    const [row] = await this.db().query(`
      SELECT (SELECT count(*) FROM product)::int AS products, (SELECT count(*) FROM category)::int AS categories,
             (SELECT count(*) FROM subcategory)::int AS subcategories, (SELECT count(*) FROM wholesaler)::int AS wholesalers`);
    return row;
  }

  async listCategories(page: PageRequest): Promise<Page<CategoryView>> {
    const rows: Row[] = await this.db().query(
      `SELECT *, count(*) OVER () AS total FROM (${CATEGORY_SELECT}) c
        WHERE $1::text IS NULL OR mercato_fold(concat_ws(' ', c.slug, c.name_fr, c.name_de, c.name_it)) LIKE $1 ESCAPE '\\'
        ORDER BY c.position, c.id LIMIT $2 OFFSET $3`,
      [search(page), page.limit, (page.page - 1) * page.limit],
    );
    return { items: rows.map(toCategory), total: total(rows) };
  }

  async findCategory(id: number): Promise<CategoryView | null> {
    const [row] = await this.db().query(`${CATEGORY_SELECT} WHERE c.id = $1`, [id]);
    return row ? toCategory(row) : null;
  }

  async createCategory(d: CategoryDraft): Promise<number> {
    const [row] = await onUniqueSlug(() =>
      this.db().query(
        `INSERT INTO category (slug, name_fr, name_de, name_it, description_fr, description_de, description_it, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT coalesce(max(position), -1) + 1 FROM category)) RETURNING id`,
        [d.slug, d.name.fr, d.name.de, d.name.it, d.description.fr, d.description.de, d.description.it],
      ),
    );
    return row.id;
  }

  async updateCategory(id: number, d: CategoryDraft): Promise<void> {
    await onUniqueSlug(() =>
      this.db().query(
        `UPDATE category SET slug = $2, name_fr = $3, name_de = $4, name_it = $5, description_fr = $6, description_de = $7,
                description_it = $8, updated_at = now() WHERE id = $1`,
        [id, d.slug, d.name.fr, d.name.de, d.name.it, d.description.fr, d.description.de, d.description.it],
      ),
    );
  }

  async setCategoryImage(id: number, imageKey: string): Promise<void> {
    await this.db().query(`UPDATE category SET image_key = $2, updated_at = now() WHERE id = $1`, [id, imageKey]);
  }

  async deleteCategory(id: number): Promise<void> {
    await this.db().query(`DELETE FROM category WHERE id = $1`, [id]);
  }

  async listSubcategories(page: PageRequest, categoryId: number | null): Promise<Page<SubcategoryView>> {
    const rows: Row[] = await this.db().query(
      `SELECT *, count(*) OVER () AS total FROM (${SUBCATEGORY_SELECT}) s
        WHERE ($1::int IS NULL OR s.category_id = $1)
          AND ($2::text IS NULL OR mercato_fold(concat_ws(' ', s.slug, s.name_fr, s.name_de, s.name_it)) LIKE $2 ESCAPE '\\')
        ORDER BY s.category_id, s.position, s.id LIMIT $3 OFFSET $4`,
      [categoryId, search(page), page.limit, (page.page - 1) * page.limit],
    );
    return { items: rows.map(toSubcategory), total: total(rows) };
  }

  async findSubcategory(id: number): Promise<SubcategoryView | null> {
    const [row] = await this.db().query(`${SUBCATEGORY_SELECT} WHERE s.id = $1`, [id]);
    return row ? toSubcategory(row) : null;
  }

  async createSubcategory(d: SubcategoryDraft): Promise<number> {
    const [row] = await onUniqueSlug(() =>
      this.db().query(
        `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it, position)
         VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(position), -1) + 1 FROM subcategory WHERE category_id = $1)) RETURNING id`,
        [d.categoryId, d.slug, d.name.fr, d.name.de, d.name.it],
      ),
    );
    return row.id;
  }

  async updateSubcategory(id: number, d: SubcategoryDraft): Promise<void> {
    await onUniqueSlug(() =>
      this.db().query(
        `UPDATE subcategory SET category_id = $2, slug = $3, name_fr = $4, name_de = $5, name_it = $6, updated_at = now() WHERE id = $1`,
        [id, d.categoryId, d.slug, d.name.fr, d.name.de, d.name.it],
      ),
    );
  }

  async deleteSubcategory(id: number): Promise<void> {
    await this.db().query(`DELETE FROM subcategory WHERE id = $1`, [id]);
  }

  listProducts(page: PageRequest, subcategoryId: number | null, language: Language): Promise<Page<ProductView>> {
    return this.products.list(search(page), page, subcategoryId, language);
  }

  findProduct(id: number): Promise<ProductView | null> {
    return this.products.find(id);
  }

  createProduct(d: ProductDraft): Promise<number> {
    return onUniqueSlug(() => this.products.create(d));
  }

  async updateProduct(id: number, d: ProductDraft): Promise<void> {
    await onUniqueSlug(() => this.products.update(id, d));
  }

  async setProductImage(id: number, imageKey: string): Promise<void> {
    await this.db().query(`UPDATE product SET image_key = $2, updated_at = now() WHERE id = $1`, [id, imageKey]);
  }

  removeProduct(id: number): Promise<RemovalOutcome> {
    return this.deleteOrDeactivate(
      () => this.db().query(`DELETE FROM product WHERE id = $1`, [id]),
      () => this.db().query(`UPDATE product SET active = false, updated_at = now() WHERE id = $1`, [id]),
    );
  }

  async saveOffer(productId: number, wholesalerId: number, offer: OfferDraft): Promise<void> {
    await this.db().query(
      `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock, active) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (product_id, wholesaler_id) DO UPDATE
         SET price_rappen = EXCLUDED.price_rappen, stock = EXCLUDED.stock, active = EXCLUDED.active, updated_at = now()`,
      [productId, wholesalerId, offer.priceRappen, offer.stock, offer.active],
    );
  }

  async deleteOffer(productId: number, wholesalerId: number): Promise<boolean> {
    const [rows] = await this.db().query(`DELETE FROM offer WHERE product_id = $1 AND wholesaler_id = $2 RETURNING id`, [productId, wholesalerId]);
    return rows.length > 0;
  }

  async logPriceChange(c: Parameters<CatalogueAdminStore['logPriceChange']>[0]): Promise<void> {
    await this.db().query(
      `INSERT INTO price_change (product_id, wholesaler_id, old_price_rappen, new_price_rappen, old_stock, new_stock, source, changed_by)
       VALUES ($1, $2, $3, $4, $5, $6, 'manual', $7)`,
      [c.productId, c.wholesalerId, c.old?.priceRappen ?? null, c.priceRappen, c.old?.stock ?? null, c.stock, c.changedBy],
    );
  }

  async priceLog(productId: number, limit: number): Promise<StoredPriceChange[]> {
    const rows: Row[] = await this.db().query(
      `SELECT pc.*, w.name AS wholesaler_name
         FROM price_change pc JOIN wholesaler w ON w.id = pc.wholesaler_id
        WHERE pc.product_id = $1 ORDER BY pc.changed_at DESC, pc.id DESC LIMIT $2`,
      [productId, limit],
    );
    return rows.map((r) => ({
      wholesalerId: r['wholesaler_id'],
      wholesalerName: r['wholesaler_name'],
      oldPriceRappen: r['old_price_rappen'],
      newPriceRappen: r['new_price_rappen'],
      oldStock: r['old_stock'] === null ? null : Number(r['old_stock']),
      newStock: Number(r['new_stock']),
      source: r['source'],
      changedById: r['changed_by'],
      changedAt: new Date(r['changed_at']),
    }));
  }

  async listWholesalers(page: PageRequest): Promise<Page<WholesalerView>> {
    const rows: Row[] = await this.db().query(
      `SELECT *, count(*) OVER () AS total FROM (${WHOLESALER_SELECT}) w
        WHERE $1::text IS NULL OR mercato_fold(concat_ws(' ', w.name, w.order_email)) LIKE $1 ESCAPE '\\'
        ORDER BY w.name, w.id LIMIT $2 OFFSET $3`,
      [search(page), page.limit, (page.page - 1) * page.limit],
    );
    return { items: rows.map(toWholesaler), total: total(rows) };
  }

  async findWholesaler(id: number): Promise<WholesalerView | null> {
    const [row] = await this.db().query(`${WHOLESALER_SELECT} WHERE w.id = $1`, [id]);
    return row ? toWholesaler(row) : null;
  }

  async createWholesaler(d: WholesalerDraft): Promise<number> {
    const [row] = await this.db().query(
      `INSERT INTO wholesaler (name, order_email, language, active, min_order_rappen, delivery_fee_rappen, delivery_days, cutoff, lead_days, postcodes)
       VALUES ($1, $2, $3, $4, $5, $6, $7::smallint[], $8, $9, $10) RETURNING id`,
      [d.name, d.orderEmail, d.language, d.active, ...termsOf(d)],
    );
    return row.id;
  }

  async updateWholesaler(id: number, d: WholesalerDraft): Promise<void> {
    await this.db().query(
      `UPDATE wholesaler SET name = $2, order_email = $3, language = $4, active = $5, min_order_rappen = $6, delivery_fee_rappen = $7,
              delivery_days = $8::smallint[], cutoff = $9, lead_days = $10, postcodes = $11, updated_at = now()
        WHERE id = $1`,
      [id, d.name, d.orderEmail, d.language, d.active, ...termsOf(d)],
    );
  }

  removeWholesaler(id: number): Promise<RemovalOutcome> {
    return this.deleteOrDeactivate(
      async () => {
        // Its offers locked first in id order, as an order locks them (sql.offer-stock.ts): a DELETE
        // alone takes them in the table's order, and could deadlock with an order.
        await this.db().query(`SELECT id FROM offer WHERE wholesaler_id = $1 ORDER BY id FOR UPDATE`, [id]);
        await this.db().query(`DELETE FROM offer WHERE wholesaler_id = $1`, [id]);
        await this.db().query(`DELETE FROM wholesaler WHERE id = $1`, [id]);
      },
      () => this.db().query(`UPDATE wholesaler SET active = false, updated_at = now() WHERE id = $1`, [id]),
    );
  }

  /** Tries the delete under a savepoint; when orders refer to the row (foreign key), deactivates it instead. */
  private async deleteOrDeactivate(remove: () => Promise<unknown>, deactivate: () => Promise<unknown>): Promise<RemovalOutcome> {
    await this.db().query('SAVEPOINT admin_remove');
    try {
      await remove();
      await this.db().query('RELEASE SAVEPOINT admin_remove');
      return 'deleted';
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await this.db().query('ROLLBACK TO SAVEPOINT admin_remove');
      await deactivate();
      return 'deactivated';
    }
  }
}
