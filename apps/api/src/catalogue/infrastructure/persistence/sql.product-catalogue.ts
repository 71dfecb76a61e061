import { Injectable } from '@nestjs/common';
import type { Language } from '@mercato/contracts';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { ProductCatalogue, type ProductFilter, type ProductPage, type SubcategorySummary } from '../../application/product-catalogue.port.js';
import type { Category } from '../../domain/category.js';
import type { Offer } from '../../domain/offer.js';
import { Product } from '../../domain/product.js';
import { CategoryMapper } from './category.mapper.js';
import { CategoryOrmEntity } from './category.orm-entity.js';

interface ProductRow {
  id: number;
  slug: string;
  category_slug: string;
  subcategory_slug: string;
  name_fr: string; name_de: string; name_it: string;
  short_description_fr: string; short_description_de: string; short_description_it: string;
  description_fr: string; description_de: string; description_it: string;
  image_key: string | null;
  unit: 'kg' | 'piece';
  vat_rate_basis_points: number;
  total?: string;
}

interface OfferRow {
  id: number;
  product_id: number;
  wholesaler_id: number;
  price_rappen: number;
  stock: string;
  active: boolean;
  wholesaler_active: boolean;
}

const PRODUCT_COLUMNS = `
  p.id, p.slug, c.slug AS category_slug, s.slug AS subcategory_slug,
  p.name_fr, p.name_de, p.name_it, p.short_description_fr, p.short_description_de, p.short_description_it,
  p.description_fr, p.description_de, p.description_it, p.image_key, p.unit, p.vat_rate_basis_points`;

const FROM_PRODUCTS = `
  FROM product p
  JOIN subcategory s ON s.id = p.subcategory_id
  JOIN category c ON c.id = s.category_id`;

/** Only these column names are ever put into the SQL text (the language of the search). */
const NAME_COLUMN: Record<Language, string> = { fr: 'p.name_fr', de: 'p.name_de', it: 'p.name_it' };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The listing's filter, shared by the page query and the count: its SQL ($1-$3) and parameters. */
function filterClause(filter: ProductFilter): { sql: string; params: unknown[] } {
  return {
    sql: `p.active
      AND ($1::varchar IS NULL OR c.slug = $1)
      AND ($2::varchar IS NULL OR s.slug = $2)
      AND ($3::text IS NULL OR mercato_fold(${NAME_COLUMN[filter.language]}) LIKE '%' || $3 || '%' ESCAPE '\\')`,
    params: [filter.categorySlug, filter.subcategorySlug, filter.search === null ? null : escapeLike(filter.search)],
  };
}

@Injectable()
export class SqlProductCatalogue extends ProductCatalogue {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async findPage(filter: ProductFilter): Promise<ProductPage> {
    const where = filterClause(filter);
    const rows: ProductRow[] = await this.uow.manager().query(
      `SELECT ${PRODUCT_COLUMNS}, count(*) OVER () AS total ${FROM_PRODUCTS}
        WHERE ${where.sql}
        ORDER BY c.position, c.id, s.position, s.id, ${NAME_COLUMN[filter.language]}, p.id
        LIMIT $4 OFFSET $5`,
      [...where.params, filter.limit, (filter.page - 1) * filter.limit],
    );
    const total = rows.length ? Number(rows[0]!.total) : await this.countWhenPastTheEnd(filter);
    return { items: await this.withOffers(rows), total };
  }

  /** A page past the end has no rows to carry the total; count separately then. */
  private async countWhenPastTheEnd(filter: ProductFilter): Promise<number> {
    if (filter.page === 1) return 0;
    const where = filterClause(filter);
    const [row] = await this.uow.manager().query(`SELECT count(*)::int AS total ${FROM_PRODUCTS} WHERE ${where.sql}`, where.params);
    return row.total;
  }

  async findProduct(id: number): Promise<Product | null> {
    const rows: ProductRow[] = await this.uow.manager().query(`SELECT ${PRODUCT_COLUMNS} ${FROM_PRODUCTS} WHERE p.id = $1 AND p.active`, [id]);
    const [product] = await this.withOffers(rows);
    return product ?? null;
  }

  async findProducts(ids: readonly number[]): Promise<Product[]> {
    const rows: ProductRow[] = await this.uow.manager().query(
      `SELECT ${PRODUCT_COLUMNS} ${FROM_PRODUCTS} WHERE p.id = ANY($1::int[]) AND p.active`,
      [ids],
    );
    return this.withOffers(rows);
  }

  async findCategory(slug: string): Promise<{ category: Category; subcategories: SubcategorySummary[] } | null> {
    const row = await this.uow.manager().findOne(CategoryOrmEntity, { where: { slug } });
    if (!row) return null;
    const subcategories: Array<{ id: number; slug: string; name_fr: string; name_de: string; name_it: string }> = await this.uow
      .manager()
      .query(`SELECT id, slug, name_fr, name_de, name_it FROM subcategory WHERE category_id = $1 ORDER BY position, id`, [row.id]);
    return {
      category: CategoryMapper.toDomain(row),
      subcategories: subcategories.map((s) => ({ id: s.id, slug: s.slug, name: { fr: s.name_fr, de: s.name_de, it: s.name_it } })),
    };
  }

  /** All offers of the given products in one query. */
  private async withOffers(rows: ProductRow[]): Promise<Product[]> {
    if (!rows.length) return [];
    const offers: OfferRow[] = await this.uow.manager().query(
      `SELECT o.id, o.product_id, o.wholesaler_id, o.price_rappen, o.stock, o.active, w.active AS wholesaler_active
         FROM offer o JOIN wholesaler w ON w.id = o.wholesaler_id
        WHERE o.product_id = ANY($1::int[])`,
      [rows.map((r) => r.id)],
    );
    const byProduct = new Map<number, Offer[]>();
    for (const o of offers) {
      const list = byProduct.get(o.product_id) ?? [];
      list.push({
        offerId: o.id,
        wholesalerId: o.wholesaler_id,
        priceRappen: o.price_rappen,
        stock: Number(o.stock),
        active: o.active,
        wholesalerActive: o.wholesaler_active,
      });
      byProduct.set(o.product_id, list);
    }
    return rows.map(
      (r) =>
        new Product(
          {
            id: r.id,
            slug: r.slug,
            categorySlug: r.category_slug,
            subcategorySlug: r.subcategory_slug,
            name: { fr: r.name_fr, de: r.name_de, it: r.name_it },
            shortDescription: { fr: r.short_description_fr, de: r.short_description_de, it: r.short_description_it },
            description: { fr: r.description_fr, de: r.description_de, it: r.description_it },
            imageKey: r.image_key,
            unit: r.unit,
            vatRateBasisPoints: r.vat_rate_basis_points,
          },
          byProduct.get(r.id) ?? [],
        ),
    );
  }
}
