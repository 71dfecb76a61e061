import { Injectable } from '@nestjs/common';
import type { Language } from '@mercato/contracts';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { ProductCatalogue, type ListingPage, type ProductFilter, type SubcategorySummary } from '../../application/product-catalogue.port.js';
import type { Category } from '../../domain/category.js';
import { Product } from '../../domain/product.js';
import { CategoryMapper } from './category.mapper.js';
import { CategoryOrmEntity } from './category.orm-entity.js';

interface ProductRow {
  id: number;
  slug: string;
  category_slug: string;
  subcategory_slug: string;
  category_name_fr: string; category_name_de: string; category_name_it: string;
  name_fr: string; name_de: string; name_it: string;
  short_description_fr: string; short_description_de: string; short_description_it: string;
  description_fr: string; description_de: string; description_it: string;
  pack_description_fr: string; pack_description_de: string; pack_description_it: string;
  image_key: string | null;
  unit: 'kg' | 'piece';
  vat_rate_basis_points: number;
  offers: OfferTuple[];
}

/** An offer as the product row carries it: id, wholesaler, price, stock, active, wholesaler active. */
type OfferTuple = [number, number, number, number | string, boolean, boolean];

/** A product's offers as one column: a JSON array of tuples, so a product and its offers come in one round trip. */
const OFFERS_COLUMN = `
  (SELECT coalesce(json_agg(json_build_array(o.id, o.wholesaler_id, o.price_rappen, o.stock, o.active, w.active) ORDER BY o.id), '[]')
     FROM offer o JOIN wholesaler w ON w.id = o.wholesaler_id
    WHERE o.product_id = p.id) AS offers`;

/** The whole product (its page, a cart's products), its category's names and its offers. */
const PRODUCT_COLUMNS = `
  p.id, p.slug, c.slug AS category_slug, s.slug AS subcategory_slug,
  p.name_fr, p.name_de, p.name_it, p.short_description_fr, p.short_description_de, p.short_description_it,
  p.pack_description_fr, p.pack_description_de, p.pack_description_it, p.image_key, p.unit, p.vat_rate_basis_points,
  ${OFFERS_COLUMN},
  c.name_fr AS category_name_fr, c.name_de AS category_name_de, c.name_it AS category_name_it,
  p.description_fr, p.description_de, p.description_it`;

const FROM_PRODUCTS = `
  FROM product p
  JOIN subcategory s ON s.id = p.subcategory_id
  JOIN category c ON c.id = s.category_id`;

/**
 * A listing's page in one row: `items`, the page's products as the API's JSON array, and
 * `total`, how many products match (null past the end). Each item is `presentProductSummary`
 * written in SQL, keys in its order (row_to_json writes the columns in order, compact, as
 * JSON.stringify does): the best offer is `lowestOffer`'s, the cheapest sellable one (offer and
 * wholesaler active, in stock, priced) with ties to the smaller wholesaler id, and `offer_count`
 * counts the sellable offers. Numbers go out as float8, which PostgreSQL writes as the shortest
 * text that reads back the same, as JavaScript does. The offers are read for the page's rows only.
 */
function listingPageSql(where: string, order: string, limit: string, offset: string): string {
  return `
  SELECT '[' || coalesce(string_agg(row_to_json(item)::text, ',' ORDER BY page.n), '') || ']' AS items, max(page.total) AS total
    FROM (SELECT p.id, p.slug, c.slug AS category_slug, s.slug AS subcategory_slug,
                 p.name_fr, p.name_de, p.name_it, p.short_description_fr, p.short_description_de, p.short_description_it,
                 p.pack_description_fr, p.pack_description_de, p.pack_description_it, p.image_key, p.unit, p.vat_rate_basis_points,
                 count(*) OVER () AS total, row_number() OVER (ORDER BY ${order}) AS n
           ${FROM_PRODUCTS}
           WHERE ${where}
           ORDER BY ${order}
           LIMIT ${limit} OFFSET ${offset}) page
   CROSS JOIN LATERAL (
         SELECT min(o.price_rappen) AS price_rappen, (array_agg(o.stock ORDER BY o.price_rappen, o.wholesaler_id))[1] AS stock, count(*) AS sellable
           FROM offer o JOIN wholesaler w ON w.id = o.wholesaler_id
          WHERE o.product_id = page.id AND o.active AND w.active AND o.stock > 0 AND o.price_rappen > 0) best
   CROSS JOIN LATERAL (
         SELECT page.id, page.slug, page.category_slug, page.subcategory_slug, page.name_fr, page.name_de, page.name_it,
                page.short_description_fr, page.short_description_de, page.short_description_it,
                page.pack_description_fr, page.pack_description_de, page.pack_description_it,
                CASE WHEN page.image_key <> '' THEN '/media/' || page.image_key END AS image_url,
                page.unit, page.vat_rate_basis_points / 100.0::float8 AS vat_rate,
                best.price_rappen / 100.0::float8 AS price, best.stock::float8 AS stock,
                best.price_rappen IS NOT NULL AS available, best.sellable AS offer_count) item`;
}

/** Only these names are ever put into the SQL text (the language of the search). */
const LANGUAGE_SQL: Record<Language, { name: string; place: string; text: string; config: string }> = {
  fr: { name: 'p.name_fr', place: `s.name_fr || ' ' || c.name_fr`, text: `p.short_description_fr || ' ' || p.description_fr`, config: 'french' },
  de: { name: 'p.name_de', place: `s.name_de || ' ' || c.name_de`, text: `p.short_description_de || ' ' || p.description_de`, config: 'german' },
  it: { name: 'p.name_it', place: `s.name_it || ' ' || c.name_it`, text: `p.short_description_it || ' ' || p.description_it`, config: 'italian' },
};

/** A product's words in one language, weighted: name (A), subcategory and category (B), descriptions (C). */
function documentOf(language: Language): string {
  const { name, place, text, config } = LANGUAGE_SQL[language];
  return `(setweight(to_tsvector('${config}', mercato_fold(${name})), 'A')
    || setweight(to_tsvector('${config}', mercato_fold(${place})), 'B')
    || setweight(to_tsvector('${config}', mercato_fold(${text})), 'C'))`;
}

/** The search's words as a full-text query: every word, each as the start of a word (`creme:* & entier:*`). */
export function prefixQuery(folded: string): string | null {
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * The search as typed, at the start or the end of a word of the name (a regular expression, the
 * text quoted). The end finds the head of a German compound, which names what the product is:
 * "Rahm" finds "Vollrahm" and "Wein" finds "Rotwein", while "Schweinskoteletts" stays out.
 */
export function wordPattern(folded: string): string {
  const text = folded.replace(/[^\p{L}\p{N}\s]/gu, (c) => `\\${c}`);
  return `(^|[^[:alnum:]])${text}|${text}([^[:alnum:]]|$)`;
}

/** Names this close to a search (pg_trgm's strict word similarity) are offered when nothing else matches. */
const TYPO_SIMILARITY = 0.4;

/** Collects the parameters of one query and names each where the SQL uses it ($1, $2, ...). */
class Parameters {
  readonly values: unknown[] = [];

  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The listing's filter, shared by the page query and the count: its SQL and the relevance it
 * sorts by. Without a search every product of the filter matches. With one, a product matches
 * by language (words of its name, subcategory, category or descriptions, by stem and as the
 * start of a word: "Käse" finds every cheese, "Wein" the wines and not "Schweinskoteletts") or
 * by the text as typed at the start of a word of its name ("3,5 %"); `typos` instead matches
 * names close to the search, for when nothing else does.
 */
function filterClause(filter: ProductFilter, params: Parameters, { typos = false } = {}): { sql: string; relevance: string | null } {
  // Only the filters given are in the text: one text per combination, so a prepared statement's
  // generic plan can use the slug indexes (`$1 IS NULL OR c.slug = $1` could not).
  let base = 'p.active';
  if (filter.categorySlug !== null) base += ` AND c.slug = ${params.bind(filter.categorySlug)}`;
  if (filter.subcategorySlug !== null) base += ` AND s.slug = ${params.bind(filter.subcategorySlug)}`;
  if (filter.search === null) return { sql: base, relevance: null };
  const name = `mercato_fold(${LANGUAGE_SQL[filter.language].name})`;
  if (typos) {
    const similarity = `strict_word_similarity(${params.bind(filter.search)}::text, ${name})`;
    return { sql: `${base} AND ${similarity} >= ${TYPO_SIMILARITY}`, relevance: similarity };
  }
  const asTyped = `${name} ~ ${params.bind(wordPattern(filter.search))}::text`;
  const words = prefixQuery(filter.search);
  if (words === null) return { sql: `${base} AND ${asTyped}`, relevance: null };
  const config = LANGUAGE_SQL[filter.language].config;
  const query = `to_tsquery('${config}', ${params.bind(words)}::text)`;
  const byWords = `${documentOf(filter.language)} @@ ${query}`;
  return {
    sql: `${base} AND (${asTyped} OR ${byWords})`,
    relevance: `(CASE WHEN ${asTyped} THEN 1 ELSE 0 END + CASE WHEN ${byWords} THEN ts_rank(${documentOf(filter.language)}, ${query}) ELSE 0 END)`,
  };
}

@Injectable()
export class SqlProductCatalogue extends ProductCatalogue {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async findListingPage(filter: ProductFilter): Promise<ListingPage> {
    const page = await this.findListingPageWhere(filter, { typos: false });
    // Nothing by words or as typed: names close to the search (a typo), if any.
    if (page.total === 0 && filter.search !== null) return this.findListingPageWhere(filter, { typos: true });
    return page;
  }

  private async findListingPageWhere(filter: ProductFilter, { typos }: { typos: boolean }): Promise<ListingPage> {
    const params = new Parameters();
    const where = filterClause(filter, params, { typos });
    const order = `${where.relevance === null ? '' : `${where.relevance} DESC, `}c.position, c.id, s.position, s.id, ${LANGUAGE_SQL[filter.language].name}, p.id`;
    const sql = listingPageSql(where.sql, order, params.bind(filter.limit), params.bind((filter.page - 1) * filter.limit));
    // Without a search, few texts (which filters, which language): each a prepared statement,
    // planned once per connection. A search's text differs by its words; it runs unprepared.
    const [row] =
      filter.search === null
        ? await this.uow.preparedRead<{ items: string; total: string | null }>(`catalogue_listing_${filter.categorySlug === null ? '' : 'c'}${filter.subcategorySlug === null ? '' : 's'}_${filter.language}`, sql, params.values)
        : ((await this.uow.manager().query(sql, params.values)) as Array<{ items: string; total: string | null }>);
    const total = row?.total != null ? Number(row.total) : await this.countWhenPastTheEnd(filter, typos);
    return { itemsJson: row?.items ?? '[]', total };
  }

  /** A page past the end has no rows to carry the total; count separately then. */
  private async countWhenPastTheEnd(filter: ProductFilter, typos: boolean): Promise<number> {
    if (filter.page === 1) return 0;
    const params = new Parameters();
    const where = filterClause(filter, params, { typos });
    const [row] = await this.uow.manager().query(`SELECT count(*)::int AS total ${FROM_PRODUCTS} WHERE ${where.sql}`, params.values);
    return row.total;
  }

  async findProduct(id: number): Promise<Product | null> {
    const rows: ProductRow[] = await this.uow.manager().query(`SELECT ${PRODUCT_COLUMNS} ${FROM_PRODUCTS} WHERE p.id = $1 AND p.active`, [id]);
    const [product] = this.withOffers(rows);
    return product ?? null;
  }

  async findProductBySlug(slug: string): Promise<Product | null> {
    const rows: ProductRow[] = await this.uow.manager().query(`SELECT ${PRODUCT_COLUMNS} ${FROM_PRODUCTS} WHERE p.slug = $1 AND p.active`, [slug]);
    const [product] = this.withOffers(rows);
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

  /** The products of these rows, each with the offers its row carries. */
  private withOffers(rows: ProductRow[]): Product[] {
    return rows.map(
      (r) =>
        new Product(
          {
            id: r.id,
            slug: r.slug,
            categorySlug: r.category_slug,
            subcategorySlug: r.subcategory_slug,
            categoryName: { fr: r.category_name_fr, de: r.category_name_de, it: r.category_name_it },
            name: { fr: r.name_fr, de: r.name_de, it: r.name_it },
            shortDescription: { fr: r.short_description_fr, de: r.short_description_de, it: r.short_description_it },
            description: { fr: r.description_fr, de: r.description_de, it: r.description_it },
            packDescription: { fr: r.pack_description_fr, de: r.pack_description_de, it: r.pack_description_it },
            imageKey: r.image_key,
            unit: r.unit,
            vatRateBasisPoints: r.vat_rate_basis_points,
          },
          r.offers.map(([offerId, wholesalerId, priceRappen, stock, active, wholesalerActive]) => ({
            offerId,
            wholesalerId,
            priceRappen,
            stock: Number(stock),
            active,
            wholesalerActive,
          })),
        ),
    );
  }
}
