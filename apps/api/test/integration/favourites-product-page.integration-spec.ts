import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DEMO_CATALOGUE_DIR, loadDemoCatalogue } from '../../src/catalogue/infrastructure/seed/demo-catalogue.js';
import { signedInAccount, sql } from '../support/accounts.js';
import { adminAgent, adminConfig, catalogueFixture, offerFixture, productFixture } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const translations = Object.fromEntries(
  (['fr', 'de', 'it'] as const).map((lang) => [lang, JSON.parse(readFileSync(new URL(`../../../../libs/i18n/translations/${lang}.json`, import.meta.url), 'utf8'))]),
);

/** Issue #15 (favourites, product page) and #18 (pack descriptions, product illustrations). */
describe('favourites, the product page and pack descriptions', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, seedDemo: true, relay: { pollMs: 200 }, config: adminConfig });
    fx = await catalogueFixture(t, 'fav');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('favourites', () => {
    it('answers 401 to every favourites call without a session', async () => {
      const anonymous = request(t.app.getHttpServer());
      expect((await anonymous.get('/api/v1/favourites').expect(401)).body).toMatchObject({ success: false, error_code: 'unauthorized' });
      expect((await anonymous.put('/api/v1/favourites/1').expect(401)).body.error_code).toBe('unauthorized');
      expect((await anonymous.delete('/api/v1/favourites/1').expect(401)).body.error_code).toBe('unauthorized');
    });

    it('stars and unstars idempotently, lists the most recent first with current prices, per user', async () => {
      const { agent } = await signedInAccount(t, smtp);
      const other = await signedInAccount(t, smtp);
      const first = await productFixture(t, fx.subcategoryId, 'fav-premier');
      const second = await productFixture(t, fx.subcategoryId, 'fav-second', 'piece');
      await offerFixture(t, first, fx.wholesalers[0]!, 1250);
      await offerFixture(t, second, fx.wholesalers[1]!, 990);

      expect((await agent.get('/api/v1/favourites').expect(200)).body).toEqual({ success: true, items: [] });
      await agent.put(`/api/v1/favourites/${first}`).expect(200, { success: true });
      await agent.put(`/api/v1/favourites/${first}`).expect(200, { success: true });
      await agent.put(`/api/v1/favourites/${second}`).expect(200, { success: true });
      const list = (await agent.get('/api/v1/favourites').expect(200)).body;
      expect(list.items.map((i: { id: number }) => i.id)).toEqual([second, first]);
      expect(list.items[1]).toMatchObject({ slug: 'fav-premier', price: 12.5, available: true, offer_count: 1 });
      expect((await other.agent.get('/api/v1/favourites').expect(200)).body.items).toEqual([]);

      await agent.delete(`/api/v1/favourites/${second}`).expect(200, { success: true });
      await agent.delete(`/api/v1/favourites/${second}`).expect(200, { success: true });
      expect((await agent.get('/api/v1/favourites').expect(200)).body.items.map((i: { id: number }) => i.id)).toEqual([first]);
    });

    it('refuses an unknown product with a translated 404 and a malformed id with 400', async () => {
      const { agent } = await signedInAccount(t, smtp);
      const put = await agent.put('/api/v1/favourites/999999').expect(404);
      expect(put.body).toMatchObject({ success: false, error_code: 'product_not_found' });
      for (const lang of ['fr', 'de', 'it'] as const) expect(translations[lang].error.product_not_found).toEqual(expect.any(String));
      expect(translations.de.error.product_not_found).not.toBe(translations.fr.error.product_not_found);
      expect((await agent.delete('/api/v1/favourites/999999').expect(404)).body.error_code).toBe('product_not_found');
      expect((await agent.put('/api/v1/favourites/abc').expect(400)).body.error_code).toBe('invalid_data');
      expect((await agent.put('/api/v1/favourites/0').expect(400)).body.error_code).toBe('invalid_data');
    });

    it('hides a starred product the shop no longer shows, and still lets its star be taken off', async () => {
      const { agent } = await signedInAccount(t, smtp);
      const gone = await productFixture(t, fx.subcategoryId, 'fav-retire');
      await offerFixture(t, gone, fx.wholesalers[0]!, 500);
      await agent.put(`/api/v1/favourites/${gone}`).expect(200);
      await sql(t, 'UPDATE product SET active = false WHERE id = $1', [gone]);
      expect((await agent.get('/api/v1/favourites').expect(200)).body.items).toEqual([]);
      await agent.put(`/api/v1/favourites/${gone}`).expect(404);
      await agent.delete(`/api/v1/favourites/${gone}`).expect(200, { success: true });
    });
  });

  describe('product page', () => {
    it('shows the lowest price, how many wholesalers offer it and their range, leaving out out-of-stock and inactive offers', async () => {
      const slug = 'page-fromage';
      const id = await productFixture(t, fx.subcategoryId, slug);
      const [third] = await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, language) VALUES ('Gamma fav', 'gamma-fav@grossiste.test', 'de') RETURNING id`);
      const [fourth] = await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, language) VALUES ('Delta fav', 'delta-fav@grossiste.test', 'it') RETURNING id`);
      await offerFixture(t, id, fx.wholesalers[0]!, 2490, 5);
      await offerFixture(t, id, fx.wholesalers[1]!, 2750, 3);
      await offerFixture(t, id, third!.id, 1990, 0); // cheapest, but out of stock
      await offerFixture(t, id, fourth!.id, 3500, 8);
      await sql(t, 'UPDATE offer SET active = false WHERE product_id = $1 AND wholesaler_id = $2', [id, fourth!.id]);

      const product = (await t.http.get(`/api/v1/products/by-slug/${slug}`).expect(200)).body.product;
      expect(product).toMatchObject({ id, slug, price: 24.9, highest_price: 27.5, offer_count: 2, available: true, vat_rate: 2.6, unit: 'kg' });
      expect(product).toHaveProperty('description_de');
      // Its category by name, for the page's way back to it.
      const [category] = await sql<{ slug: string; name_fr: string; name_de: string; name_it: string }>(
        t,
        'SELECT c.slug, c.name_fr, c.name_de, c.name_it FROM category c JOIN subcategory s ON s.category_id = c.id WHERE s.id = $1',
        [fx.subcategoryId],
      );
      expect(product).toMatchObject({ category_slug: category!.slug, category_name_fr: category!.name_fr, category_name_de: category!.name_de, category_name_it: category!.name_it });

      // A change of offers shows at once (the cached answer is dropped with the catalogue change).
      const admin = await adminAgent(t);
      await admin.put(`/api/v1/admin/products/${id}/offers/${third!.id}`).send({ price: 19.9, stock: 4 }).expect(200);
      expect((await t.http.get(`/api/v1/products/by-slug/${slug}`).expect(200)).body.product).toMatchObject({ price: 19.9, highest_price: 27.5, offer_count: 3 });
    });

    it('shows a product without any sellable offer as unavailable, without a price range', async () => {
      const id = await productFixture(t, fx.subcategoryId, 'page-epuise');
      await offerFixture(t, id, fx.wholesalers[0]!, 800, 0);
      expect((await t.http.get('/api/v1/products/by-slug/page-epuise').expect(200)).body.product).toMatchObject({
        price: null,
        highest_price: null,
        offer_count: 0,
        available: false,
      });
    });

    it('answers 404 product_not_found for an unknown, malformed or inactive slug', async () => {
      const id = await productFixture(t, fx.subcategoryId, 'page-cache');
      await sql(t, 'UPDATE product SET active = false WHERE id = $1', [id]);
      for (const slug of ['nope-nope', 'Pas-Un-Slug', 'page-cache']) {
        expect((await t.http.get(`/api/v1/products/by-slug/${slug}`).expect(404)).body).toMatchObject({ success: false, error_code: 'product_not_found' });
      }
    });
  });

  describe('pack descriptions and illustrations', () => {
    it('lets staff set a pack description per language, shown on the listing, the product page and the cart', async () => {
      const admin = await adminAgent(t);
      const body = {
        subcategory_id: fx.subcategoryId,
        slug: 'chasselas-fixe',
        name_fr: 'Chasselas',
        name_de: 'Chasselas',
        name_it: 'Chasselas',
        unit: 'piece',
        vat_rate: 8.1,
        pack_description_fr: 'carton de 6 x 75 cl',
        pack_description_de: 'Karton mit 6 x 75 cl',
        pack_description_it: 'cartone da 6 x 75 cl',
      };
      const created = (await admin.post('/api/v1/admin/products').send(body).expect(201)).body.product;
      expect(created).toMatchObject({ pack_description_fr: 'carton de 6 x 75 cl', pack_description_de: 'Karton mit 6 x 75 cl' });
      await admin.put(`/api/v1/admin/products/${created.id}/offers/${fx.wholesalers[0]}`).send({ price: 79.8, stock: 10 }).expect(200);

      const page = (await t.http.get('/api/v1/products/by-slug/chasselas-fixe').expect(200)).body.product;
      expect(page).toMatchObject({ pack_description_fr: 'carton de 6 x 75 cl', pack_description_it: 'cartone da 6 x 75 cl' });
      const listed = (await t.http.get(`/api/v1/products?category=fixture-fav&limit=100`).expect(200)).body.items.find((i: { id: number }) => i.id === created.id);
      expect(listed.pack_description_de).toBe('Karton mit 6 x 75 cl');

      const { agent, id: userId } = await signedInAccount(t, smtp);
      await agent.post('/api/cart/save_cart.php').send({ user_id: userId, items: [{ product_id: created.id, quantity: 2 }] }).expect(200);
      const [line] = (await agent.get(`/api/cart/get_cart.php?user_id=${userId}`).expect(200)).body.items;
      expect(line).toMatchObject({ slug: 'chasselas-fixe', pack_description_fr: 'carton de 6 x 75 cl', pack_description_de: 'Karton mit 6 x 75 cl' });

      // Cleared by staff: the price is per piece again.
      await admin.put(`/api/v1/admin/products/${created.id}`).send({ ...body, pack_description_fr: ' ', pack_description_de: '', pack_description_it: '' }).expect(200);
      expect((await t.http.get('/api/v1/products/by-slug/chasselas-fixe').expect(200)).body.product.pack_description_fr).toBe('');
    });

    it('refuses a pack description that is too long or not text, field by field', async () => {
      const admin = await adminAgent(t);
      const res = await admin
        .post('/api/v1/admin/products')
        .send({ subcategory_id: fx.subcategoryId, slug: 'trop-long', name_fr: 'X', name_de: 'X', name_it: 'X', unit: 'piece', vat_rate: 2.6, pack_description_fr: 'x'.repeat(81), pack_description_de: 6 })
        .expect(400);
      expect(res.body).toMatchObject({ error_code: 'invalid_data', field_errors: { pack_description_fr: 'text_too_long', pack_description_de: 'invalid_data' } });
      expect(res.body.field_errors).not.toHaveProperty('pack_description_it');
    });

    it('gives every demo product its own-made illustration (under 20 KB) and pack descriptions where the unit is a pack', async () => {
      const demo = loadDemoCatalogue();
      const demoProducts = demo.categories.flatMap((c) => c.subcategories.flatMap((s) => s.products));
      const items: Array<{ slug: string; image_url: string | null; pack_description_fr: string; pack_description_de: string; pack_description_it: string }> = (
        await t.http.get('/api/v1/products?limit=100').expect(200)
      ).body.items.filter((i: { slug: string }) => demoProducts.some((p) => p.slug === i.slug));
      expect(items).toHaveLength(demoProducts.length);
      for (const item of items) {
        expect(item.image_url).toMatch(/^\/media\/catalogue\/products\/[a-z0-9-]+\.svg$/);
        const file = readFileSync(join(DEMO_CATALOGUE_DIR, 'images', item.image_url!.replace('/media/catalogue/', '')));
        expect(file.length).toBeLessThan(20 * 1024);
      }
      const served = await t.http.get(items[0]!.image_url!).expect(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      const wine = items.find((i) => i.slug === 'chasselas-lavaux-aoc')!;
      expect(wine).toMatchObject({ pack_description_fr: 'carton de 6 x 75 cl', pack_description_de: 'Karton mit 6 x 75 cl', pack_description_it: 'cartone da 6 x 75 cl' });
      expect(items.find((i) => i.slug === 'gruyere-aop')!.pack_description_fr).toBe('');
    });
  });
});
