import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent.js';
import { sql } from '../support/accounts.js';
import { adminAgent, adminConfig, catalogueFixture, offerFixture, productFixture } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const category = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name_fr: 'Boulangerie',
  name_de: 'Bäckerei',
  name_it: 'Panetteria',
  description_fr: 'Pains et viennoiseries.',
  ...extra,
});

const product = (subcategoryId: number, slug: string, extra: Record<string, unknown> = {}) => ({
  subcategory_id: subcategoryId,
  slug,
  name_fr: 'Baguette',
  name_de: 'Baguette',
  name_it: 'Baguette',
  short_description_fr: 'Croustillante',
  unit: 'piece',
  vat_rate: 2.6,
  active: true,
  ...extra,
});

describe('admin catalogue management', () => {
  let t: TestApp;
  let admin: TestAgent;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp({ config: adminConfig });
    admin = await adminAgent(t);
    png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } }).png().toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a category with an image that then shows on the home grid', async () => {
    const created = await admin.post('/api/v1/admin/categories').send(category('boulangerie')).expect(201);
    const id = created.body.category.id as number;
    expect(created.body.category).toMatchObject({ slug: 'boulangerie', name_de: 'Bäckerei', image_url: null, subcategory_count: 0 });
    const withImage = await admin.post(`/api/v1/admin/categories/${id}/image`).attach('image', png, 'pain.png').expect(200);
    const imageUrl = withImage.body.category.image_url as string;
    expect(imageUrl).toMatch(/^\/media\/catalogue\/category-\d+-[0-9a-f]+\.webp$/);
    const grid = await t.http.get('/api/category/get_all_categories.php').expect(200);
    expect(grid.body.categories.find((c: { slug: string }) => c.slug === 'boulangerie')).toMatchObject({ image_url: imageUrl, name_it: 'Panetteria' });
    const image = await t.http.get(imageUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.body).metadata()).width).toBe(960);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const { body } = await admin.post('/api/v1/admin/categories').send(category('epicerie-fine')).expect(201);
    const res = await admin.post(`/api/v1/admin/categories/${body.category.id}/image`).attach('image', Buffer.from('<?php echo 1; ?>'), 'photo.png').expect(400);
    expect(res.body.error_code).toBe('image_upload_failed');
    await admin.post(`/api/v1/admin/categories/${body.category.id}/image`).expect(400);
  });

  it('checks every category field and names each problem', async () => {
    const res = await admin.post('/api/v1/admin/categories').send({ slug: 'Pas Un Slug', name_fr: ' ', name_de: 'x'.repeat(201), description_it: 42 }).expect(400);
    expect(res.body).toMatchObject({
      success: false,
      error_code: 'invalid_data',
      field_errors: { slug: 'invalid_slug', name_fr: 'field_required', name_de: 'text_too_long', name_it: 'field_required', description_it: 'invalid_data' },
    });
  });

  it('keeps slugs unique', async () => {
    await admin.post('/api/v1/admin/categories').send(category('poissonnerie')).expect(201);
    const again = await admin.post('/api/v1/admin/categories').send(category('poissonnerie')).expect(409);
    expect(again.body.error_code).toBe('slug_already_exists');
    const other = await admin.post('/api/v1/admin/categories').send(category('traiteur')).expect(201);
    await admin.put(`/api/v1/admin/categories/${other.body.category.id}`).send(category('poissonnerie')).expect(409);
    await admin.put(`/api/v1/admin/categories/${other.body.category.id}`).send(category('traiteur-maison')).expect(200);
    const sub = await admin.post('/api/v1/admin/subcategories').send({ category_id: other.body.category.id, slug: 'terrines', name_fr: 'Terrines', name_de: 'Terrinen', name_it: 'Terrine' }).expect(201);
    await admin.post('/api/v1/admin/subcategories').send({ category_id: other.body.category.id, slug: 'terrines', name_fr: 'T', name_de: 'T', name_it: 'T' }).expect(409);
    await admin.post('/api/v1/admin/products').send(product(sub.body.subcategory.id, 'pate-en-croute')).expect(201);
    const dup = await admin.post('/api/v1/admin/products').send(product(sub.body.subcategory.id, 'pate-en-croute')).expect(409);
    expect(dup.body.error_code).toBe('slug_already_exists');
  });

  it('refuses to delete a category or subcategory that still holds something', async () => {
    const cat = (await admin.post('/api/v1/admin/categories').send(category('cave')).expect(201)).body.category;
    const sub = (await admin.post('/api/v1/admin/subcategories').send({ category_id: cat.id, slug: 'vins-rouges', name_fr: 'Rouges', name_de: 'Rot', name_it: 'Rossi' }).expect(201)).body.subcategory;
    const prod = (await admin.post('/api/v1/admin/products').send(product(sub.id, 'merlot-ticino', { unit: 'piece', vat_rate: 8.1 })).expect(201)).body.product;

    expect((await admin.delete(`/api/v1/admin/categories/${cat.id}`).expect(409)).body.error_code).toBe('category_not_empty');
    expect((await admin.delete(`/api/v1/admin/subcategories/${sub.id}`).expect(409)).body.error_code).toBe('subcategory_not_empty');
    await admin.delete(`/api/v1/admin/products/${prod.id}`).expect(200, { success: true, outcome: 'deleted' });
    await admin.delete(`/api/v1/admin/subcategories/${sub.id}`).expect(200);
    await admin.delete(`/api/v1/admin/categories/${cat.id}`).expect(200);
    expect((await admin.get(`/api/v1/admin/categories/${cat.id}`).expect(404)).body.error_code).toBe('category_not_found');
    expect((await admin.delete(`/api/v1/admin/subcategories/${sub.id}`).expect(404)).body.error_code).toBe('subcategory_not_found');
  });

  it('checks every product field', async () => {
    const fx = await catalogueFixture(t, 'fields');
    const res = await admin.post('/api/v1/admin/products').send({ subcategory_id: 'one', slug: '', name_fr: 'Pain', unit: 'litre', vat_rate: 7.7, active: 'yes' }).expect(400);
    expect(res.body.field_errors).toEqual({
      subcategory_id: 'invalid_data',
      slug: 'field_required',
      name_de: 'field_required',
      name_it: 'field_required',
      unit: 'invalid_unit',
      vat_rate: 'invalid_vat_rate',
      active: 'invalid_data',
    });
    const missing = await admin.post('/api/v1/admin/products').send(product(999_999, 'orphan')).expect(404);
    expect(missing.body.error_code).toBe('subcategory_not_found');
    await admin.post('/api/v1/admin/products').send(product(fx.subcategoryId, 'pain-special', { vat_rate: 3.8 })).expect(201);
  });

  it('keeps each wholesaler offer, shows the lowest and logs every price change', async () => {
    const fx = await catalogueFixture(t, 'offers');
    const created = await admin.post('/api/v1/admin/products').send(product(fx.subcategoryId, 'beurre-choix', { unit: 'kg', name_fr: 'Beurre de choix' })).expect(201);
    const id = created.body.product.id as number;
    const [alpha, beta] = fx.wholesalers as [number, number];

    await admin.put(`/api/v1/admin/products/${id}/offers/${alpha}`).send({ price: 14.9, stock: 12.5 }).expect(200);
    const both = await admin.put(`/api/v1/admin/products/${id}/offers/${beta}`).send({ price: 13.45, stock: 4 }).expect(200);
    expect(both.body.product.lowest_price).toBe(13.45);
    expect(both.body.product.offers.map((o: { wholesaler_id: number; lowest: boolean }) => [o.wholesaler_id, o.lowest])).toEqual([
      [beta, true],
      [alpha, false],
    ]);
    const shop = await t.http.get(`/api/v1/products/${id}`).expect(200);
    expect(shop.body.product.price).toBe(13.45);

    // Out of stock: the other offer becomes the lowest, in the shop too.
    const changed = await admin.put(`/api/v1/admin/products/${id}/offers/${beta}`).send({ price: 13.45, stock: 0 }).expect(200);
    expect(changed.body.product.lowest_price).toBe(14.9);
    expect((await t.http.get(`/api/v1/products/${id}`).expect(200)).body.product.price).toBe(14.9);

    await admin.put(`/api/v1/admin/products/${id}/offers/${alpha}`).send({ price: 12.9, stock: 12.5 }).expect(200);
    const detail = await admin.get(`/api/v1/admin/products/${id}`).expect(200);
    expect(detail.body.price_log.map((c: Record<string, unknown>) => [c['wholesaler_id'], c['old_price'], c['new_price'], c['source'], c['changed_by']])).toEqual([
      [alpha, 14.9, 12.9, 'manual', 'admin@mercato.test'],
      [beta, 13.45, 13.45, 'manual', 'admin@mercato.test'],
      [beta, null, 13.45, 'manual', 'admin@mercato.test'],
      [alpha, null, 14.9, 'manual', 'admin@mercato.test'],
    ]);

    await admin.delete(`/api/v1/admin/products/${id}/offers/${beta}`).expect(200);
    expect((await admin.get(`/api/v1/admin/products/${id}`).expect(200)).body.product.offers).toHaveLength(1);
  });

  it('checks offers: price > 0 with two decimals, stock >= 0, decimals only by the kg', async () => {
    const fx = await catalogueFixture(t, 'rules');
    const piece = await productFixture(t, fx.subcategoryId, 'oeufs-plein-air', 'piece');
    const w = fx.wholesalers[0]!;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ price: 0, stock: 1 }, { price: 'invalid_price' }],
      [{ price: 1.234, stock: 1 }, { price: 'invalid_price' }],
      [{ price: '2.50', stock: 1 }, { price: 'invalid_price' }],
      [{ price: 2.5, stock: -1 }, { stock: 'invalid_stock' }],
      [{ price: 2.5, stock: 1.5 }, { stock: 'fractional_stock' }],
      [{}, { price: 'field_required', stock: 'field_required' }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await admin.put(`/api/v1/admin/products/${piece}/offers/${w}`).send(body).expect(400);
      expect(res.body.field_errors).toEqual(fieldErrors);
    }
    await admin.put(`/api/v1/admin/products/${piece}/offers/${w}`).send({ price: 0.45, stock: 360 }).expect(200);
    expect((await admin.put(`/api/v1/admin/products/${piece}/offers/999999`).send({ price: 1, stock: 1 }).expect(404)).body.error_code).toBe('wholesaler_not_found');
  });

  it('sets a product image checked by content', async () => {
    const fx = await catalogueFixture(t, 'image');
    const id = await productFixture(t, fx.subcategoryId, 'fromage-image');
    const res = await admin.post(`/api/v1/admin/products/${id}/image`).attach('image', png, 'fromage.png').expect(200);
    expect(res.body.product.image_url).toMatch(/^\/media\/catalogue\/product-/);
    await admin.post(`/api/v1/admin/products/${id}/image`).attach('image', Buffer.from('GIF89a'), 'x.gif').expect(400);
  });

  it('deactivates rather than deletes a product or wholesaler that orders refer to', async () => {
    const fx = await catalogueFixture(t, 'ordered');
    const id = await productFixture(t, fx.subcategoryId, 'jambon-commande');
    const w = fx.wholesalers[0]!;
    await offerFixture(t, id, w, 2500);
    const [user] = await sql<{ id: number }>(
      t,
      `INSERT INTO app_user (email, first_name, last_name, phone, restaurant_name, restaurant_address, password_hash, privacy_accepted_at)
       VALUES ('ordered@bistro.test', 'A', 'B', '+41 21 555 12 34', 'R', 'A', 'x', now()) RETURNING id`,
    );
    const [order] = await sql<{ id: number }>(
      t,
      `INSERT INTO customer_order (user_id, idempotency_key, language, restaurant_name, restaurant_address, phone, contact_name, email, net_rappen, gross_rappen)
       VALUES ($1, 'k1', 'fr', 'R', 'A', 'P', 'C', 'ordered@bistro.test', 2500, 2565) RETURNING id`,
      [user!.id],
    );
    const [po] = await sql<{ id: number }>(
      t,
      `INSERT INTO purchase_order (order_id, wholesaler_id, wholesaler_name, net_rappen, gross_rappen) VALUES ($1, $2, 'Alpha', 2500, 2565) RETURNING id`,
      [order!.id, w],
    );
    await sql(
      t,
      `INSERT INTO purchase_order_line (purchase_order_id, position, product_id, name_fr, name_de, name_it, unit, quantity, unit_price_rappen, vat_rate_basis_points, net_rappen)
       VALUES ($1, 0, $2, 'J', 'J', 'J', 'kg', 1, 2500, 260, 2500)`,
      [po!.id, id],
    );
    await admin.delete(`/api/v1/admin/products/${id}`).expect(200, { success: true, outcome: 'deactivated' });
    expect((await admin.get(`/api/v1/admin/products/${id}`).expect(200)).body.product.active).toBe(false);
    await t.http.get(`/api/v1/products/${id}`).expect(404);
    await admin.delete(`/api/v1/admin/wholesalers/${w}`).expect(200, { success: true, outcome: 'deactivated' });
    expect((await admin.get(`/api/v1/admin/wholesalers/${w}`).expect(200)).body.wholesaler.active).toBe(false);
    // The other wholesaler has no orders: it goes, with its offers.
    await offerFixture(t, id, fx.wholesalers[1]!, 2600);
    await admin.delete(`/api/v1/admin/wholesalers/${fx.wholesalers[1]}`).expect(200, { success: true, outcome: 'deleted' });
  });

  it('manages wholesalers with their order e-mail and language', async () => {
    const res = await admin.post('/api/v1/admin/wholesalers').send({ name: 'Frische Zürich AG', order_email: 'Bestellung@Frische.test', language: 'de' }).expect(201);
    expect(res.body.wholesaler).toMatchObject({ name: 'Frische Zürich AG', order_email: 'bestellung@frische.test', language: 'de', active: true, offer_count: 0 });
    const bad = await admin.post('/api/v1/admin/wholesalers').send({ name: '', order_email: 'nope', language: 'en', active: 1 }).expect(400);
    expect(bad.body.field_errors).toEqual({ name: 'field_required', order_email: 'invalid_email', language: 'invalid_language', active: 'invalid_data' });
    await admin.put(`/api/v1/admin/wholesalers/${res.body.wholesaler.id}`).send({ name: 'Frische Zürich AG', order_email: 'b@frische.test', language: 'it', active: false }).expect(200);
    const found = await admin.get('/api/v1/admin/wholesalers?q=frische').expect(200);
    expect(found.body.items.map((w: { language: string; active: boolean }) => [w.language, w.active])).toEqual([['it', false]]);
  });

  it('lists and searches pages of categories, subcategories and products', async () => {
    const fx = await catalogueFixture(t, 'lists');
    for (const slug of ['creme-double', 'creme-fraiche', 'yaourt-nature']) {
      await admin.post('/api/v1/admin/products').send(product(fx.subcategoryId, slug, { name_fr: slug.replace('-', ' ').replace('creme', 'Crème') })).expect(201);
    }
    const creme = await admin.get(`/api/v1/admin/products?q=CREME&subcategory_id=${fx.subcategoryId}`).expect(200);
    expect(creme.body).toMatchObject({ success: true, total: 2, page: 1, pages: 1 });
    const paged = await admin.get(`/api/v1/admin/products?subcategory_id=${fx.subcategoryId}&limit=2&page=2`).expect(200);
    expect(paged.body).toMatchObject({ total: 3, pages: 2, limit: 2 });
    expect(paged.body.items).toHaveLength(1);
    const subs = await admin.get(`/api/v1/admin/subcategories?category_id=${fx.categoryId}`).expect(200);
    expect(subs.body.items).toEqual([expect.objectContaining({ id: fx.subcategoryId, product_count: 3, category_name: 'Fixe', category_name_fr: 'Fixe', category_name_de: 'Fix', category_name_it: 'Fisso' })]);
    const cats = await admin.get('/api/v1/admin/categories?q=fixture-lists').expect(200);
    expect(cats.body.items).toEqual([expect.objectContaining({ subcategory_count: 1, product_count: 3 })]);
    await admin.get('/api/v1/admin/products?limit=1000').expect(400);
    await admin.get('/api/v1/admin/products/abc').expect(400);
  });

  it('sorts the product list by the names in the staff member’s language, accents and case aside', async () => {
    const fx = await catalogueFixture(t, 'sorted');
    const names = [
      { name_fr: 'Beurre', name_de: 'Butter', name_it: 'Burro' },
      { name_fr: 'Œufs', name_de: 'Eier', name_it: 'uova' },
      { name_fr: 'Écrevisses', name_de: 'Flusskrebse', name_it: 'Gamberi di fiume' },
      { name_fr: 'asperges', name_de: 'Spargel', name_it: 'Asparagi' },
    ];
    for (const [i, name] of names.entries()) {
      await admin.post('/api/v1/admin/products').send(product(fx.subcategoryId, `sorted-${i}`, name)).expect(201);
    }
    const order = async (query: string, key: 'name_fr' | 'name_de' | 'name_it') =>
      (await admin.get(`/api/v1/admin/products?subcategory_id=${fx.subcategoryId}${query}`).expect(200)).body.items.map((p: Record<string, string>) => p[key]);
    expect(await order('', 'name_fr')).toEqual(['asperges', 'Beurre', 'Écrevisses', 'Œufs']);
    expect(await order('&lang=fr', 'name_fr')).toEqual(['asperges', 'Beurre', 'Écrevisses', 'Œufs']);
    expect(await order('&lang=de', 'name_de')).toEqual(['Butter', 'Eier', 'Flusskrebse', 'Spargel']);
    expect(await order('&lang=it', 'name_it')).toEqual(['Asparagi', 'Burro', 'Gamberi di fiume', 'uova']);
    // An unknown language means French, as everywhere else.
    expect(await order('&lang=en', 'name_fr')).toEqual(['asperges', 'Beurre', 'Écrevisses', 'Œufs']);
  });

  it('counts everything on the dashboard', async () => {
    const { body } = await admin.get('/api/v1/admin/dashboard').expect(200);
    const [counts] = await sql(
      t,
      `SELECT (SELECT count(*)::int FROM product) AS products, (SELECT count(*)::int FROM category) AS categories,
              (SELECT count(*)::int FROM subcategory) AS subcategories, (SELECT count(*)::int FROM wholesaler) AS wholesalers,
              (SELECT count(*)::int FROM app_user) AS users, (SELECT count(*)::int FROM promo_code) AS promo_codes`,
    );
    expect(body.counts).toMatchObject(counts!);
    expect(body.counts.products).toBeGreaterThan(0);
    expect('orders_today' in body.counts).toBe(true);
  });
});
