import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProductCatalogue } from '../../src/catalogue/application/product-catalogue.port.js';
import { presentProductSummary } from '../../src/catalogue/infrastructure/http/product.presenter.js';
import { sql } from '../support/accounts.js';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

/** Texts JSON must escape, and characters beyond ASCII, in every language of a product. */
const AWKWARD = 'Crème "double" \\ 35 %\nligne\ttab \u0001 \u001f ß 🍷 / </script>';

/**
 * The listing's items are written by the database (ListingPage): each must be, byte for byte,
 * what presentProductSummary and JSON.stringify make of the same product read the domain's way
 * (its offers, lowestOffer), for every filter, language, page and search, including the
 * awkward cases added here (escapes, no image, an empty image key, ties between wholesalers,
 * fractional stock, offers out of stock, inactive or from an inactive wholesaler, no offer).
 */
describe.each<DatabaseKind>(['postgres', 'embedded'])('the listing as the database writes it (%s)', (database) => {
  let t: TestApp;
  const edgeSlugs = ['listing-edge-awkward', 'listing-edge-empty-image', 'listing-edge-no-offer', 'listing-edge-inactive-wholesaler'];

  beforeAll(async () => {
    t = await startTestApp({ database, seedDemo: true });
    const categoryId = (await sql<{ id: number }>(t, `SELECT id FROM category ORDER BY position, id LIMIT 1`))[0]!.id;
    const subcategoryId = (
      await sql<{ id: number }>(
        t,
        `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it, position) VALUES ($1, 'listing-edges', 'Bords', 'Ränder', 'Bordi', 99) RETURNING id`,
        [categoryId],
      )
    )[0]!.id;
    const wholesalers = (await sql<{ id: number }>(t, `SELECT id FROM wholesaler ORDER BY id`)).map((w) => w.id);
    const inactiveWholesaler = (
      await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, active) VALUES ('Fermé SA', 'ferme@example.ch', false) RETURNING id`)
    )[0]!.id;
    const product = async (slug: string, imageKey: string | null, vat: number, unit: string): Promise<number> =>
      (
        await sql<{ id: number }>(
          t,
          `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, short_description_fr, short_description_de, short_description_it,
                                pack_description_fr, pack_description_de, pack_description_it, image_key, unit, vat_rate_basis_points)
           VALUES ($1, $2, $3::text, $3::text || ' de', $3::text || ' it', $3::text, $3::text, $3::text, left($3::text, 80), '', 'x', $4, $5, $6) RETURNING id`,
          [subcategoryId, slug, `${AWKWARD} ${slug}`, imageKey, unit, vat],
        )
      )[0]!.id;
    const offer = (productId: number, wholesalerId: number, price: number, stock: string, active = true) =>
      sql(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock, active) VALUES ($1, $2, $3, $4, $5)`, [productId, wholesalerId, price, stock, active]);

    const awkward = await product('listing-edge-awkward', null, 810, 'piece');
    await offer(awkward, wholesalers[2]!, 1234, '7.5'); // ties on price with the next: the smaller wholesaler id wins
    await offer(awkward, wholesalers[1]!, 1234, '12.345');
    await offer(awkward, wholesalers[0]!, 999, '0'); // cheaper, out of stock
    await offer(awkward, inactiveWholesaler, 500, '100'); // cheaper, its wholesaler inactive
    const emptyImage = await product('listing-edge-empty-image', '', 0, 'kg');
    await offer(emptyImage, wholesalers[0]!, 1, '0.001');
    await offer(emptyImage, wholesalers[1]!, 100_000_00, '999999999.999', false); // inactive
    await product('listing-edge-no-offer', 'catalogue/products/x.svg', 260, 'kg');
    const closed = await product('listing-edge-inactive-wholesaler', 'catalogue/products/y.svg', 260, 'kg');
    await offer(closed, inactiveWholesaler, 1990, '3');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The answer's exact text against the domain's way of making it from the same products, in the answer's order. */
  async function expectDomainAnswer(query: string): Promise<string[]> {
    const res = await t.http.get(`/api/v1/products?${query}`).expect(200);
    const answer = JSON.parse(res.text) as { items: Array<{ id: number; slug: string }>; page: number; limit: number; total: number; pages: number };
    const products = await t.app.get(ProductCatalogue).findProducts(answer.items.map((i) => i.id));
    const byId = new Map(products.map((p) => [p.props.id, p]));
    const expected = JSON.stringify({
      success: true,
      items: answer.items.map((i) => presentProductSummary(byId.get(i.id)!)),
      page: answer.page,
      limit: answer.limit,
      total: answer.total,
      pages: answer.pages,
    });
    expect(res.text).toBe(expected);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return answer.items.map((i) => i.slug);
  }

  it('answers exactly what the presenter makes of the domain products, for filters, languages, pages and searches', async () => {
    const categories = (await sql<{ slug: string }>(t, `SELECT slug FROM category ORDER BY position, id`)).map((c) => c.slug);
    const subcategories = (await sql<{ slug: string }>(t, `SELECT slug FROM subcategory ORDER BY position, id`)).map((s) => s.slug);
    const queries = [
      'limit=100',
      'limit=100&page=2',
      'limit=7&page=3&lang=de',
      'limit=1&lang=it',
      ...categories.flatMap((c) => [`category=${c}`, `category=${c}&lang=de&limit=5&page=2`, `category=${c}&lang=it&limit=100`]),
      ...subcategories.map((s, i) => `subcategory=${s}&lang=${['fr', 'de', 'it'][i % 3]}`),
      `category=${categories[0]}&subcategory=listing-edges`,
      ...['creme', 'Käse', 'vin', 'wein', 'formaggio', '3,5 %', 'gruyer', 'listing edge', 'script'].flatMap((q) => [
        `q=${encodeURIComponent(q)}`,
        `q=${encodeURIComponent(q)}&lang=de&limit=3`,
        `q=${encodeURIComponent(q)}&lang=it&category=${categories[0]}`,
      ]),
    ];
    const seen = new Set<string>();
    for (const query of queries) for (const slug of await expectDomainAnswer(query)) seen.add(slug);
    for (const slug of edgeSlugs) expect(seen).toContain(slug);
  });

  it('shows the awkward product as the domain does: the tie to the smaller wholesaler id, fractional stock, no image', async () => {
    const { items } = (await t.http.get('/api/v1/products?subcategory=listing-edges&limit=100').expect(200)).body as {
      items: Array<Record<string, unknown>>;
    };
    const bySlug = new Map(items.map((i) => [i['slug'], i]));
    expect(bySlug.get('listing-edge-awkward')).toMatchObject({ price: 12.34, stock: 12.345, offer_count: 2, image_url: null, vat_rate: 8.1, available: true });
    expect(bySlug.get('listing-edge-empty-image')).toMatchObject({ price: 0.01, stock: 0.001, offer_count: 1, image_url: null, vat_rate: 0 });
    expect(bySlug.get('listing-edge-no-offer')).toMatchObject({ price: null, stock: null, offer_count: 0, available: false, image_url: '/media/catalogue/products/x.svg' });
    expect(bySlug.get('listing-edge-inactive-wholesaler')).toMatchObject({ price: null, stock: null, offer_count: 0, available: false });
    expect(bySlug.get('listing-edge-awkward')!['name_fr']).toBe(`${AWKWARD} listing-edge-awkward`);
  });

  it('answers an empty page past the end with the total, and an unknown category with nothing', async () => {
    await expectDomainAnswer('limit=10&page=999');
    expect((await t.http.get('/api/v1/products?limit=10&page=999').expect(200)).body).toMatchObject({ items: [], page: 999, limit: 10, pages: expect.any(Number) });
    expect((await t.http.get('/api/v1/products?category=nothing-here').expect(200)).text).toBe('{"success":true,"items":[],"page":1,"limit":24,"total":0,"pages":0}');
  });
});
