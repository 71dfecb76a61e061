import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { loadDemoCatalogue } from '../../src/catalogue/infrastructure/seed/demo-catalogue.js';
import { sql } from '../support/accounts.js';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

const demo = loadDemoCatalogue();
const demoProducts = demo.categories.flatMap((c) => c.subcategories.flatMap((s) => s.products.map((p) => ({ ...p, category: c.slug, subcategory: s.slug }))));
const wholesalerKeys = demo.wholesalers.map((w) => w.key);

/** The demo's own expectation of a product's lowest price: cheapest active offer in stock, ties to the first wholesaler. */
function expectedPrice(slug: string): number | null {
  const product = demoProducts.find((p) => p.slug === slug)!;
  const sellable = product.offers
    .filter((o) => (o.active ?? true) && o.stock > 0)
    .sort((a, b) => a.price - b.price || wholesalerKeys.indexOf(a.wholesaler) - wholesalerKeys.indexOf(b.wholesaler));
  return sellable[0]?.price ?? null;
}

describe.each<DatabaseKind>(['postgres', 'embedded'])('catalogue REST API on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the demo wholesalers with their own terms (minimum, fee, days, cut-off, lead days, postcodes), no two alike', async () => {
    const rows = await sql<{ name: string; min_order_rappen: number; delivery_fee_rappen: number | null; delivery_days: number[]; cutoff: string; lead_days: number; postcodes: string }>(
      t,
      `SELECT name, min_order_rappen, delivery_fee_rappen, delivery_days, cutoff::text AS cutoff, lead_days, postcodes FROM wholesaler ORDER BY id`,
    );
    const terms = rows.map((r) => ({
      name: r.name,
      min_order_value: Number(r.min_order_rappen) / 100,
      delivery_fee: r.delivery_fee_rappen === null ? null : Number(r.delivery_fee_rappen) / 100,
      delivery_days: r.delivery_days.map(Number),
      cutoff: r.cutoff.slice(0, 5),
      lead_days: Number(r.lead_days),
      postcodes: r.postcodes,
    }));
    expect(terms).toEqual(
      demo.wholesalers.map((w) => ({
        name: w.name,
        min_order_value: w.min_order_value ?? 0,
        delivery_fee: w.delivery_fee ?? null,
        delivery_days: w.delivery_days ?? [1, 2, 3, 4, 5],
        cutoff: w.cutoff ?? '16:00',
        lead_days: w.lead_days ?? 1,
        postcodes: w.postcodes ?? '',
      })),
    );
    const distinct = new Set(terms.map(({ name: _name, ...rest }) => JSON.stringify(rest)));
    expect(distinct.size).toBe(terms.length);
    expect(terms.some((w) => w.min_order_value > 0 && w.delivery_fee !== null)).toBe(true);
    expect(terms.some((w) => w.delivery_days.length < 5 && w.postcodes !== '')).toBe(true);
  });

  it('shows every product with its lowest sellable price', async () => {
    const res = await t.http.get('/api/v1/products?limit=100').expect(200);
    expect(res.body.total).toBe(demoProducts.length);
    expect(res.body.items).toHaveLength(demoProducts.length);
    for (const item of res.body.items) {
      expect({ slug: item.slug, price: item.price }).toEqual({ slug: item.slug, price: expectedPrice(item.slug) });
      expect(item.available).toBe(item.price !== null);
    }
  });

  it('skips an out-of-stock cheapest offer and an inactive one, and never shows an unavailable product at 0', async () => {
    const items: Array<{ slug: string; price: number | null; available: boolean; stock: number | null }> = (
      await t.http.get('/api/v1/products?limit=100').expect(200)
    ).body.items;
    const bySlug = new Map(items.map((i) => [i.slug, i]));
    const unavailable = items.filter((i) => !i.available);
    expect(unavailable.length).toBeGreaterThanOrEqual(1);
    for (const item of unavailable) expect({ price: item.price, stock: item.stock }).toEqual({ price: null, stock: null });
    // a product whose cheapest offer has no stock
    const outOfStockCheapest = demoProducts.find((p) => {
      const cheapest = [...p.offers].sort((a, b) => a.price - b.price)[0]!;
      return cheapest.stock === 0 && expectedPrice(p.slug) !== null;
    })!;
    expect(bySlug.get(outOfStockCheapest.slug)!.price).toBeGreaterThan(Math.min(...outOfStockCheapest.offers.map((o) => o.price)));
    // a deactivated wholesaler takes its offers off the shop
    await sql(t, 'UPDATE wholesaler SET active = false WHERE id = (SELECT min(id) FROM wholesaler)');
    try {
      const after: Array<{ slug: string; price: number | null }> = (await t.http.get('/api/v1/products?limit=100').expect(200)).body.items;
      const changed = after.filter((a) => a.price !== bySlug.get(a.slug)!.price);
      expect(changed.length).toBeGreaterThan(0);
      for (const a of changed) expect(a.price === null || a.price >= bySlug.get(a.slug)!.price!).toBe(true);
    } finally {
      await sql(t, 'UPDATE wholesaler SET active = true');
    }
  });

  it('filters by category and subcategory, in display order, with pages', async () => {
    const category = demo.categories[0]!;
    const sub = category.subcategories[1]!;
    const inCategory = (await t.http.get(`/api/v1/products?category=${category.slug}&limit=100`).expect(200)).body;
    expect(inCategory.total).toBe(category.subcategories.reduce((n, s) => n + s.products.length, 0));
    expect(new Set(inCategory.items.map((i: { category_slug: string }) => i.category_slug))).toEqual(new Set([category.slug]));
    const inSub = (await t.http.get(`/api/v1/products?subcategory=${sub.slug}`).expect(200)).body;
    expect(inSub.items.map((i: { slug: string }) => i.slug).sort()).toEqual(sub.products.map((p) => p.slug).sort());

    const page1 = (await t.http.get('/api/v1/products?limit=10&page=1').expect(200)).body;
    const page2 = (await t.http.get('/api/v1/products?limit=10&page=2').expect(200)).body;
    expect(page1).toMatchObject({ page: 1, limit: 10, total: demoProducts.length, pages: Math.ceil(demoProducts.length / 10) });
    expect(page1.items).toHaveLength(10);
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    const past = (await t.http.get('/api/v1/products?limit=10&page=99').expect(200)).body;
    expect(past).toMatchObject({ items: [], total: demoProducts.length });
    expect((await t.http.get('/api/v1/products?category=no-such-thing').expect(200)).body.total).toBe(0);
  });

  it('finds products by name in the chosen language, whatever the accents and case', async () => {
    const accented = demoProducts.find((p) => /[éèêàçôûü]/.test(p.name.fr))!;
    const word = accented.name.fr.split(/\s+/).find((w) => /[éèêàçôûü]/.test(w))!;
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = (await t.http.get(`/api/v1/products?q=${encodeURIComponent(plain)}&limit=100`).expect(200)).body.items;
    expect(found.map((i: { slug: string }) => i.slug)).toContain(accented.slug);

    const german = demoProducts[0]!.name.de.split(/\s+/)[0]!;
    const de = (await t.http.get(`/api/v1/products?q=${encodeURIComponent(german.toLowerCase())}&lang=de&limit=100`).expect(200)).body.items;
    expect(de.map((i: { slug: string }) => i.slug)).toContain(demoProducts[0]!.slug);
    // LIKE wildcards are searched as text: "%" finds only names that contain a percent sign
    expect((await t.http.get('/api/v1/products?q=%25').expect(200)).body.total).toBe(demoProducts.filter((p) => p.name.fr.includes('%')).length);
    expect((await t.http.get('/api/v1/products?q=_').expect(200)).body.total).toBe(demoProducts.filter((p) => p.name.fr.includes('_')).length);
    expect((await t.http.get('/api/v1/products?q=zzzzqqq').expect(200)).body.items).toEqual([]);
  });

  it('answers bad parameters with 400 invalid_data, and unknown things with their 404 code', async () => {
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'category=../etc', 'category=A%20B', `q=${'x'.repeat(101)}`]) {
      const res = await t.http.get(`/api/v1/products?${query}`).expect(400);
      expect(res.body).toMatchObject({ success: false, error_code: 'invalid_data' });
    }
    expect((await t.http.get('/api/v1/products/abc').expect(400)).body.error_code).toBe('invalid_data');
    expect((await t.http.get('/api/v1/products/999999').expect(404)).body.error_code).toBe('product_not_found');
    expect((await t.http.get('/api/v1/categories/no-such-category').expect(404)).body.error_code).toBe('category_not_found');
    expect((await t.http.get('/api/v1/categories/..%2F..').expect(404)).body.error_code).toBe('category_not_found');
  });

  it('answers a product and a category with their details', async () => {
    const first = (await t.http.get('/api/v1/products?limit=1').expect(200)).body.items[0];
    const product = (await t.http.get(`/api/v1/products/${first.id}`).expect(200)).body.product;
    expect(product).toMatchObject({ id: first.id, slug: first.slug, price: first.price, unit: expect.stringMatching(/^(kg|piece)$/) });
    expect(product.description_fr.length).toBeGreaterThan(10);
    expect([2.6, 8.1]).toContain(product.vat_rate);

    const category = (await t.http.get(`/api/v1/categories/${demo.categories[0]!.slug}`).expect(200)).body.category;
    expect(category.name_fr).toBe(demo.categories[0]!.name.fr);
    expect(category.subcategories.map((s: { slug: string }) => s.slug)).toEqual(demo.categories[0]!.subcategories.map((s) => s.slug));
  });

  it('reads a page of products in the same number of queries whatever its size (no query per product)', async () => {
    const manager = t.app.get(DataSource).manager;
    const spy = jest.spyOn(manager, 'query');
    try {
      await t.http.get('/api/v1/products?limit=5').expect(200);
      const small = spy.mock.calls.length;
      spy.mockClear();
      await t.http.get('/api/v1/products?limit=60').expect(200);
      expect(spy.mock.calls.length).toBe(small);
      expect(small).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
    }
  });
});
