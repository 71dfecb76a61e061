import { describe, expect, it } from '@jest/globals';
import { InMemoryPriceListStore } from '../../../../../test/fakes/catalogue.js';
import { InMemoryUnitOfWork } from '../../../../../test/fakes/platform.js';
import { CatalogueWrites } from '../../../../platform/response-cache/catalogue-writes.js';
import { ResponseCache } from '../../../../platform/response-cache/response-cache.js';
import { ImportPriceList } from './import-price-list.command.js';

const ALPHA = 1;
const ADMIN = 99;

function importing() {
  const uow = new InMemoryUnitOfWork();
  const store = new InMemoryPriceListStore();
  uow.track(store.offers, store.priceLog);
  const cache = new (class extends ResponseCache {
    dropped = 0;
    override invalidate(quietMs?: number): void {
      this.dropped++;
      super.invalidate(quietMs);
    }
  })();
  store.wholesalers.add(ALPHA);
  store.known.push(
    { id: 12, slug: 'gruyere-aop', unit: 'kg', names: { fr: 'Gruyère AOP', de: 'Greyerzer AOP', it: 'Groviera AOP' } },
    { id: 20, slug: 'creme-entiere', unit: 'piece', names: { fr: 'Crème entière', de: 'Vollrahm', it: 'Panna intera' } },
    { id: 30, slug: 'beurre', unit: 'kg', names: { fr: 'Beurre', de: 'Butter', it: 'Burro' } },
    { id: 40, slug: 'fromage-a-raclette', unit: 'kg', names: { fr: 'Fromage à raclette', de: 'Käse', it: 'Formaggio' } },
    { id: 41, slug: 'fromage-de-chevre', unit: 'kg', names: { fr: 'Fromage de chèvre', de: 'Käse', it: 'Formaggio di capra' } },
  );
  store.offers.items.push(
    { wholesalerId: ALPHA, productId: 12, priceRappen: 2490, stock: 10 },
    { wholesalerId: ALPHA, productId: 30, priceRappen: 450, stock: 5 },
  );
  return { uow, store, cache, importer: new ImportPriceList(new CatalogueWrites(uow, cache), store) };
}

/** A spreadsheet's CSV: German headers, `;`, a byte-order mark, Swiss numbers. */
const csv = (...lines: string[]) => Buffer.from(`\uFEFFArtikel;Preis CHF;Bestand\n${lines.join('\n')}\n`, 'utf8');

describe('ImportPriceList (use case, in-memory ports)', () => {
  it('previews what a list would change and writes nothing', async () => {
    const { importer, store, uow } = importing();

    const plan = await importer.preview(ALPHA, csv('12;26,50;8', 'creme-entiere;7.60;3', '30;4.50;5', 'truffe;99;1', '20;7.60;2.5'));

    expect(plan.changes.map((l) => [l.line, l.productId, l.priceRappen, l.stock, l.current])).toEqual([[2, 12, 2650, 8, { priceRappen: 2490, stock: 10 }]]);
    expect(plan.created.map((l) => [l.line, l.productId, l.priceRappen, l.stock, l.current])).toEqual([[3, 20, 760, 3, null]]);
    expect(plan.unchanged).toBe(1);
    expect(plan.refused).toEqual([
      { line: 5, product: 'truffe', reason: 'price_list_unknown_product' },
      { line: 6, product: '20', reason: 'fractional_stock' },
    ]);
    expect(store.offers.items).toHaveLength(2);
    expect(uow.commits).toBe(0);
  });

  it('applies every accepted line in one unit of work, logs who changed which price, and drops the cached catalogue after commit', async () => {
    const { importer, store, uow, cache } = importing();

    const result = await importer.apply(ALPHA, csv('12;26.50;8', 'creme-entiere;7.60;3', '30;4.50;5'), ADMIN);

    expect(result.applied).toBe(2);
    expect(uow.commits).toBe(1);
    expect(store.offers.items.map((o) => [o.productId, o.priceRappen, o.stock])).toEqual([
      [12, 2650, 8],
      [30, 450, 5],
      [20, 760, 3],
    ]);
    expect(store.priceLog.items).toEqual([
      { wholesalerId: ALPHA, productId: 12, oldPriceRappen: 2490, newPriceRappen: 2650, changedBy: ADMIN },
      { wholesalerId: ALPHA, productId: 20, oldPriceRappen: null, newPriceRappen: 760, changedBy: ADMIN },
    ]);
    expect(cache.dropped).toBe(1);
  });

  it('writes nothing when the store fails half-way, and keeps the cache', async () => {
    const { importer, store, cache } = importing();
    const apply = store.apply.bind(store);
    store.apply = async (...args) => {
      await apply(...args);
      throw new Error('database gone');
    };

    await expect(importer.apply(ALPHA, csv('12;26.50;8', 'creme-entiere;7.60;3'), ADMIN)).rejects.toThrow('database gone');

    expect(store.offers.items.map((o) => [o.productId, o.priceRappen])).toEqual([
      [12, 2490],
      [30, 450],
    ]);
    expect(store.priceLog.items).toEqual([]);
    expect(cache.dropped).toBe(0);
  });

  it('refuses an unknown wholesaler and a file that is no price list', async () => {
    const { importer } = importing();
    await expect(importer.preview(404, csv('12;26.50;8'))).rejects.toMatchObject({ code: 'wholesaler_not_found' });
    await expect(importer.preview(ALPHA, Buffer.from('just one line'))).rejects.toMatchObject({ code: 'price_list_invalid' });
  });

  it('reads a list saved as Windows-1252 with `,` between cells', async () => {
    const { importer } = importing();
    const plan = await importer.preview(ALPHA, Buffer.from('produit,prix,stock\ncrème-entière,7.60,3\ncreme-entiere,7.60,3\n', 'latin1'));
    expect(plan.refused.map((r) => [r.line, r.product, r.reason])).toEqual([[2, 'crème-entière', 'price_list_unknown_product']]);
    expect(plan.created.map((l) => l.productId)).toEqual([20]);
  });

  it('finds a product by its name made a slug in any language (German with umlauts written out or not), and refuses a name two products share; a template row left empty is skipped', async () => {
    const { importer } = importing();
    const plan = await importer.preview(ALPHA, csv('greyerzer-aop;26.50;8', 'vollrahm;7.60;3', 'burro;4.50;5', 'formaggio-di-capra;30;2', 'kaese;20;1', 'kase;20;1', 'panna-intera;7.60;3', '40;;'));
    expect(plan.changes.map((l) => [l.line, l.productId])).toEqual([[2, 12]]);
    expect(plan.created.map((l) => [l.line, l.productId, l.names.de])).toEqual([
      [3, 20, 'Vollrahm'],
      [5, 41, 'Käse'],
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.refused.map((r) => [r.line, r.product, r.reason])).toEqual([
      [6, 'kaese', 'price_list_unknown_product'],
      [7, 'kase', 'price_list_unknown_product'],
      [8, 'panna-intera', 'price_list_duplicate_product'],
    ]);
  });
});
