import { Injectable } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { CatalogueWrites } from '../../../../platform/response-cache/catalogue-writes.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { foldForSearch } from '../../../domain/search.js';
import { planPriceList, productRef, productsByReference, refKey, type PriceListPlan, type PriceListRow } from '../../../domain/price-list.js';
import { PriceListStore } from '../price-list-store.port.js';

export interface AppliedPriceList extends PriceListPlan {
  readonly applied: number;
}

const COLUMN_NAMES = {
  product: ['id', 'productid', 'product', 'produit', 'produkt', 'prodotto', 'slug', 'article', 'artikel', 'articolo'],
  price: ['price', 'prix', 'preis', 'prezzo', 'pricechf', 'prixchf', 'preischf', 'prezzochf'],
  stock: ['stock', 'bestand', 'lager', 'lagerbestand', 'scorta', 'scorte', 'disponibilite', 'disponibilita'],
} as const;

/**
 * A wholesaler's CSV price list: preview what it would change, then apply it in one
 * transaction (every accepted line, or nothing).
 */
@Injectable()
export class ImportPriceList {
  constructor(
    private readonly writes: CatalogueWrites,
    private readonly store: PriceListStore,
  ) {}

  async preview(wholesalerId: number, file: Buffer): Promise<PriceListPlan> {
    await this.requireWholesaler(wholesalerId);
    return this.plan(wholesalerId, readPriceList(file));
  }

  async apply(wholesalerId: number, file: Buffer, adminId: number): Promise<AppliedPriceList> {
    await this.requireWholesaler(wholesalerId);
    const rows = readPriceList(file);
    return this.writes.run(async () => {
      const plan = await this.plan(wholesalerId, rows);
      const lines = [...plan.changes, ...plan.created];
      await this.store.apply(wholesalerId, lines, adminId);
      return { ...plan, applied: lines.length };
    });
  }

  private async requireWholesaler(id: number): Promise<void> {
    if (!(await this.store.wholesalerExists(id))) throw new DomainError('wholesaler_not_found');
  }

  private async plan(wholesalerId: number, rows: PriceListRow[]): Promise<PriceListPlan> {
    const refs = rows.map((r) => productRef(r.product)).filter((r) => r !== null);
    const ids = refs.flatMap((r) => ('id' in r ? [r.id] : []));
    const slugs = refs.flatMap((r) => ('slug' in r ? [r.slug] : []));
    let found = await this.store.products([...new Set(ids)], [...new Set(slugs)]);
    // A slug that is no product's own may be a name's slug in another language: read them all.
    const own = new Set(found.map((p) => p.slug));
    if (slugs.some((slug) => !own.has(slug))) found = await this.store.allProducts();
    const products = productsByReference(found);
    const named = new Set(refs.flatMap((ref) => products.get(refKey(ref))?.id ?? []));
    const offers = await this.store.offersOf(wholesalerId, [...named]);
    return planPriceList(rows, products, offers);
  }
}

/** UTF-8 with or without BOM (Windows-1252 as spreadsheets of old still save it); `;` or `,` between cells. */
export function readPriceList(file: Buffer): PriceListRow[] {
  const text = decode(file).replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof records;
  } catch {
    throw new DomainError('price_list_invalid');
  }
  const [header, ...data] = records;
  if (!header || !data.length) throw new DomainError('price_list_invalid');
  const columns = columnsOf(header.record);
  return data
    .filter(({ record }) => record.some((cell) => cell !== ''))
    .map(({ record, info }) => ({
      line: info.lines,
      product: record[columns.product] ?? '',
      price: record[columns.price] ?? '',
      stock: record[columns.stock] ?? '',
    }));
}

function decode(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}

/** Columns by their header (in any of the three languages), else product, price, stock in that order. */
function columnsOf(header: string[]): { product: number; price: number; stock: number } {
  const names = header.map((h) => foldForSearch(h).replace(/[^a-z0-9]/g, ''));
  const find = (candidates: readonly string[]) => names.findIndex((n) => candidates.includes(n));
  const found = { product: find(COLUMN_NAMES.product), price: find(COLUMN_NAMES.price), stock: find(COLUMN_NAMES.stock) };
  if (found.product >= 0 && found.price >= 0 && found.stock >= 0) return found;
  if (header.length >= 3) return { product: 0, price: 1, stock: 2 };
  throw new DomainError('price_list_invalid');
}
