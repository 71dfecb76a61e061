import type { Language } from '@mercato/contracts';
import type { EntityManager } from 'typeorm';
import type { Page, PageRequest } from '../../../../shared/domain/paging.js';
import type { OfferView, ProductView } from '../../../application/admin/catalogue-admin-store.port.js';
import type { ProductDraft } from '../../../domain/catalogue-drafts.js';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const texts = (r: Row, key: string) => ({ fr: r[`${key}_fr`], de: r[`${key}_de`], it: r[`${key}_it`] });

/** The name column a list sorts by, per language (never built from the request's text). */
const NAME_COLUMN: Record<Language, string> = { fr: 'p.name_fr', de: 'p.name_de', it: 'p.name_it' };

const PRODUCT_SELECT = `SELECT p.*, s.category_id FROM product p JOIN subcategory s ON s.id = p.subcategory_id`;

/** Products with all their offers: a page in two queries, whatever its size. */
export class AdminProductQueries {
  constructor(private readonly db: () => EntityManager) {}

  async list(pattern: string | null, page: PageRequest, subcategoryId: number | null, language: Language): Promise<Page<ProductView>> {
    const rows: Row[] = await this.db().query(
      `${PRODUCT_SELECT.replace('SELECT p.*', 'SELECT p.*, count(*) OVER () AS total')}
        WHERE ($1::int IS NULL OR p.subcategory_id = $1)
          AND ($2::text IS NULL OR mercato_fold(concat_ws(' ', p.id::text, p.slug, p.name_fr, p.name_de, p.name_it)) LIKE $2 ESCAPE '\\')
        ORDER BY mercato_fold(${NAME_COLUMN[language]}), p.id LIMIT $3 OFFSET $4`,
      [subcategoryId, pattern, page.limit, (page.page - 1) * page.limit],
    );
    return { items: await this.withOffers(rows), total: rows.length ? Number(rows[0]!['total']) : 0 };
  }

  async find(id: number): Promise<ProductView | null> {
    const rows: Row[] = await this.db().query(`${PRODUCT_SELECT} WHERE p.id = $1`, [id]);
    const [product] = await this.withOffers(rows);
    return product ?? null;
  }

  async create(d: ProductDraft): Promise<number> {
    const [row] = await this.db().query(
      `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, short_description_fr, short_description_de,
                            short_description_it, description_fr, description_de, description_it, unit, vat_rate_basis_points, active,
                            pack_description_fr, pack_description_de, pack_description_it)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
      values(d),
    );
    return row.id;
  }

  async update(id: number, d: ProductDraft): Promise<void> {
    await this.db().query(
      `UPDATE product SET subcategory_id = $1, slug = $2, name_fr = $3, name_de = $4, name_it = $5, short_description_fr = $6,
              short_description_de = $7, short_description_it = $8, description_fr = $9, description_de = $10,
              description_it = $11, unit = $12, vat_rate_basis_points = $13, active = $14,
              pack_description_fr = $15, pack_description_de = $16, pack_description_it = $17, updated_at = now()
        WHERE id = $18`,
      [...values(d), id],
    );
  }

  private async withOffers(rows: Row[]): Promise<ProductView[]> {
    if (!rows.length) return [];
    const offers: Row[] = await this.db().query(
      `SELECT o.*, w.name AS wholesaler_name, w.active AS wholesaler_active
         FROM offer o JOIN wholesaler w ON w.id = o.wholesaler_id
        WHERE o.product_id = ANY($1::int[]) ORDER BY o.price_rappen, o.wholesaler_id`,
      [rows.map((r) => r['id'])],
    );
    const byProduct = new Map<number, OfferView[]>();
    for (const o of offers) {
      const list = byProduct.get(o['product_id']) ?? [];
      list.push({
        wholesalerId: o['wholesaler_id'],
        wholesalerName: o['wholesaler_name'],
        wholesalerActive: o['wholesaler_active'],
        priceRappen: o['price_rappen'],
        stock: Number(o['stock']),
        active: o['active'],
        updatedAt: new Date(o['updated_at']),
      });
      byProduct.set(o['product_id'], list);
    }
    return rows.map((r) => ({
      id: r['id'],
      subcategoryId: r['subcategory_id'],
      categoryId: r['category_id'],
      slug: r['slug'],
      name: texts(r, 'name'),
      shortDescription: texts(r, 'short_description'),
      description: texts(r, 'description'),
      packDescription: texts(r, 'pack_description'),
      imageKey: r['image_key'],
      unit: r['unit'],
      vatRateBasisPoints: r['vat_rate_basis_points'],
      active: r['active'],
      offers: byProduct.get(r['id']) ?? [],
    }));
  }
}

function values(d: ProductDraft): unknown[] {
  return [
    d.subcategoryId, d.slug, d.name.fr, d.name.de, d.name.it, d.shortDescription.fr, d.shortDescription.de, d.shortDescription.it,
    d.description.fr, d.description.de, d.description.it, d.unit, d.vatRateBasisPoints, d.active,
    d.packDescription.fr, d.packDescription.de, d.packDescription.it,
  ];
}
