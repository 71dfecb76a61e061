import { chfToRappen, isSlug, isValidPriceChf, slugFrom, stockProblem, type ErrorCode, type ProductUnit } from '@mercato/contracts';

/**
 * A wholesaler's price list (CSV): per line a product (id, slug, or its name's slug in any of the
 * three languages, e.g. `greyerzer-aop` for "Greyerzer AOP"), a price in CHF and a
 * stock, as Swiss spreadsheets write them ("12.50", "12,50", "1'234.50"). Interpreting a file
 * is pure: the products and current offers are given, the plan says what applying would do.
 */

export type ProductRef = { readonly id: number } | { readonly slug: string };

export interface PriceListRow {
  /** Line number in the file (the header is line 1). */
  readonly line: number;
  readonly product: string;
  readonly price: string;
  readonly stock: string;
}

export interface ProductNames {
  readonly fr: string;
  readonly de: string;
  readonly it: string;
}

export interface KnownProduct {
  readonly id: number;
  readonly slug: string;
  readonly unit: ProductUnit;
  readonly names: ProductNames;
}

export interface CurrentOffer {
  readonly priceRappen: number;
  readonly stock: number;
}

export type RefusalReason = Extract<
  ErrorCode,
  'price_list_unknown_product' | 'price_list_bad_number' | 'price_list_negative_stock' | 'price_list_duplicate_product' | 'invalid_price' | 'fractional_stock'
>;

export interface AcceptedLine {
  readonly line: number;
  readonly productId: number;
  readonly slug: string;
  readonly names: ProductNames;
  readonly priceRappen: number;
  readonly stock: number;
  /** The offer as it is now; null when the line creates it. */
  readonly current: CurrentOffer | null;
}

export interface RefusedLine {
  readonly line: number;
  readonly product: string;
  readonly reason: RefusalReason;
}

export interface PriceListPlan {
  /** Lines that change an existing offer (price or stock). */
  readonly changes: AcceptedLine[];
  /** Lines that create an offer. */
  readonly created: AcceptedLine[];
  readonly unchanged: number;
  readonly refused: RefusedLine[];
}

export function productRef(text: string): ProductRef | null {
  const value = text.trim();
  if (/^\d{1,9}$/.test(value)) return { id: Number(value) };
  const slug = value.toLowerCase();
  return isSlug(slug) ? { slug } : null;
}

/** A number with `.` or `,` as decimal mark and `'`, `’` or spaces grouping thousands; null when it is none. */
export function readNumber(text: string): number | null {
  const value = text.trim().replace(/^CHF\s*/i, '').replace(/['’\s\u00a0]/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(value)) return null;
  return Number(value.replace(',', '.'));
}

export function planPriceList(
  rows: readonly PriceListRow[],
  products: ReadonlyMap<string, KnownProduct>,
  offers: ReadonlyMap<number, CurrentOffer>,
): PriceListPlan {
  const plan = { changes: [] as AcceptedLine[], created: [] as AcceptedLine[], unchanged: 0, refused: [] as RefusedLine[] };
  const seen = new Set<number>();
  for (const row of rows) {
    // A row of the template left without price and stock is a product this wholesaler does not offer.
    if (!row.price.trim() && !row.stock.trim()) continue;
    const refuse = (reason: RefusalReason) => plan.refused.push({ line: row.line, product: row.product.trim().slice(0, 120), reason });
    const ref = productRef(row.product);
    const product = ref ? products.get(refKey(ref)) : undefined;
    if (!product) {
      refuse('price_list_unknown_product');
      continue;
    }
    const price = readNumber(row.price);
    const stock = readNumber(row.stock);
    if (price === null || stock === null) {
      refuse('price_list_bad_number');
      continue;
    }
    if (stock < 0) {
      refuse('price_list_negative_stock');
      continue;
    }
    if (!isValidPriceChf(price)) {
      refuse('invalid_price');
      continue;
    }
    const problem = stockProblem(stock, product.unit);
    if (problem) {
      refuse(problem === 'fractional_stock' ? 'fractional_stock' : 'price_list_bad_number');
      continue;
    }
    if (seen.has(product.id)) {
      refuse('price_list_duplicate_product');
      continue;
    }
    seen.add(product.id);
    const current = offers.get(product.id) ?? null;
    const line = { line: row.line, productId: product.id, slug: product.slug, names: product.names, priceRappen: chfToRappen(price), stock, current };
    if (!current) plan.created.push(line);
    else if (current.priceRappen !== line.priceRappen || current.stock !== stock) plan.changes.push(line);
    else plan.unchanged++;
  }
  return plan;
}

/** The key under which a product is found by a reference: `#12` for an id, the slug otherwise. */
export function refKey(ref: ProductRef): string {
  return 'id' in ref ? `#${ref.id}` : ref.slug;
}

/**
 * The slugs a price list may name a product by besides its own: its name in each language made a
 * slug, German also with umlauts written out ("Käse" -> `kase` and `kaese`).
 */
export function nameSlugs(names: ProductNames): string[] {
  const german = names.de.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss');
  return [...new Set([names.fr, names.de, german, names.it].map(slugFrom).filter((slug) => slug !== ''))];
}

/**
 * Products by every reference a price list may use: `#id`, the slug, and the slugs of their
 * names. A name slug two products share names neither (the line is refused as unknown), and
 * never hides another product's own slug.
 */
export function productsByReference(products: readonly KnownProduct[]): Map<string, KnownProduct> {
  const byRef = new Map<string, KnownProduct>();
  for (const p of products) {
    byRef.set(refKey({ id: p.id }), p);
    byRef.set(refKey({ slug: p.slug }), p);
  }
  const byName = new Map<string, KnownProduct | null>();
  for (const p of products) {
    for (const slug of nameSlugs(p.names)) {
      const seen = byName.get(slug);
      byName.set(slug, seen === undefined || seen?.id === p.id ? p : null);
    }
  }
  for (const [slug, p] of byName) if (p && !byRef.has(slug)) byRef.set(slug, p);
  return byRef;
}
