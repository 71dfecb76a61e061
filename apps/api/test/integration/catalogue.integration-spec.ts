import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';
import { loadDemoCatalogue } from '../../src/catalogue/infrastructure/seed/demo-catalogue.js';

describe.each<DatabaseKind>(['postgres', 'embedded'])('category grid on %s', (database) => {
  let t: TestApp;
  const demo = loadDemoCatalogue();

  beforeAll(async () => {
    t = await startTestApp({ database, seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every demo category with the fields of SPEC.md section 3, in display order', async () => {
    const res = await t.http.get('/api/category/get_all_categories.php').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.categories.map((c: { slug: string }) => c.slug)).toEqual(demo.categories.map((c) => c.slug));
    const first = res.body.categories[0];
    expect(Object.keys(first).sort()).toEqual(
      ['id', 'slug', 'name_fr', 'name_de', 'name_it', 'description_fr', 'description_de', 'description_it', 'image_url'].sort(),
    );
    expect(first.name_fr).toBe(demo.categories[0]!.name.fr);
    expect(first.name_de).toBe(demo.categories[0]!.name.de);
    expect(first.name_it).toBe(demo.categories[0]!.name.it);
    expect(typeof first.id).toBe('number');
  });

  it('serves each category image from its image_url', async () => {
    const res = await t.http.get('/api/category/get_all_categories.php').expect(200);
    for (const category of res.body.categories) {
      expect(category.image_url).toMatch(/^\/media\/catalogue\//);
      const image = await t.http.get(category.image_url).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
      expect(image.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('seeds the catalogue only once', async () => {
    const seeder = t.app.get((await import('../../src/catalogue/infrastructure/seed/demo-catalogue.seeder.js')).DemoCatalogueSeeder);
    expect(await seeder.seed()).toBe(false);
    const res = await t.http.get('/api/category/get_all_categories.php').expect(200);
    expect(res.body.categories).toHaveLength(demo.categories.length);
  });

  it('stores products, wholesalers and offers of the demo catalogue', async () => {
    const { DataSource } = await import('typeorm');
    const ds = t.app.get(DataSource);
    const [counts] = await ds.query(
      `SELECT (SELECT count(*)::int FROM product) AS products, (SELECT count(*)::int FROM wholesaler) AS wholesalers,
              (SELECT count(*)::int FROM offer) AS offers, (SELECT count(*)::int FROM subcategory) AS subcategories`,
    );
    const products = demo.categories.flatMap((c) => c.subcategories.flatMap((s) => s.products));
    expect(counts).toEqual({
      products: products.length,
      wholesalers: 3,
      offers: products.reduce((n, p) => n + p.offers.length, 0),
      subcategories: demo.categories.reduce((n, c) => n + c.subcategories.length, 0),
    });
    expect(products.length).toBeGreaterThanOrEqual(60);
  });
});

describe('an empty catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an empty list, not an error', async () => {
    const res = await t.http.get('/api/category/get_all_categories.php').expect(200);
    expect(res.body).toEqual({ success: true, categories: [] });
  });
});
