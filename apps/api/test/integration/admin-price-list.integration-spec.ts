import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type TestAgent from 'supertest/lib/agent.js';
import { sql } from '../support/accounts.js';
import { adminAgent, adminConfig, catalogueFixture, offerFixture, productFixture } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('CSV price lists', () => {
  let t: TestApp;
  let admin: TestAgent;
  let fx: Awaited<ReturnType<typeof catalogueFixture>>;
  let butter: number;
  let eggs: number;
  let flour: number;

  const upload = (step: 'preview' | 'apply', csv: string | Buffer, wholesaler = fx.wholesalers[0]!) =>
    admin.post(`/api/v1/admin/wholesalers/${wholesaler}/price-list/${step}`).attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), 'prix.csv');
  const offers = async () =>
    sql<{ product_id: number; price_rappen: number; stock: string }>(t, `SELECT product_id, price_rappen, stock FROM offer WHERE wholesaler_id = $1 ORDER BY product_id`, [fx.wholesalers[0]]);

  beforeAll(async () => {
    t = await startTestApp({ config: adminConfig });
    admin = await adminAgent(t);
    fx = await catalogueFixture(t, 'csv');
    butter = await productFixture(t, fx.subcategoryId, 'beurre-cuisine', 'kg');
    eggs = await productFixture(t, fx.subcategoryId, 'oeufs-suisses', 'piece');
    flour = await productFixture(t, fx.subcategoryId, 'farine-bise', 'kg');
    await offerFixture(t, butter, fx.wholesalers[0]!, 1290, 20);
    await offerFixture(t, eggs, fx.wholesalers[0]!, 55, 300);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('previews changes, new offers and refused lines without writing anything', async () => {
    const csv = [
      'produit;prix;stock',
      `${butter};11,90;20`,
      'oeufs-suisses;0.55;300',
      'farine-bise;2.40;150,5',
      'inconnu;1;1',
      `${eggs};abc;10`,
      `${eggs};1;-5`,
      `${eggs};1;2.5`,
      `${butter};12;1`,
    ].join('\r\n');
    const before = await offers();
    const res = await upload('preview', csv).expect(200);
    expect(res.body.changes).toEqual([{ line: 2, product_id: butter, product_slug: 'beurre-cuisine', product_name_fr: 'Produit beurre-cuisine', product_name_de: 'Produit beurre-cuisine', product_name_it: 'Produit beurre-cuisine', old_price: 12.9, new_price: 11.9, old_stock: 20, new_stock: 20 }]);
    expect(res.body.created).toEqual([{ line: 4, product_id: flour, product_slug: 'farine-bise', product_name_fr: 'Produit farine-bise', product_name_de: 'Produit farine-bise', product_name_it: 'Produit farine-bise', old_price: null, new_price: 2.4, old_stock: null, new_stock: 150.5 }]);
    expect(res.body.unchanged).toBe(1);
    expect(res.body.refused).toEqual([
      { line: 5, product: 'inconnu', reason: 'price_list_unknown_product' },
      { line: 6, product: String(eggs), reason: 'price_list_bad_number' },
      { line: 7, product: String(eggs), reason: 'price_list_negative_stock' },
      { line: 8, product: String(eggs), reason: 'fractional_stock' },
      { line: 9, product: String(butter), reason: 'price_list_duplicate_product' },
    ]);
    expect(await offers()).toEqual(before);
  });

  it('reads commas as separators (decimal commas quoted), with a BOM, and applies every accepted line', async () => {
    const csv = '\uFEFFslug,price,stock\nbeurre-cuisine,"11,50",18\noeufs-suisses,0.60,240\nfantome,1,1\n';
    const res = await upload('apply', csv).expect(200);
    expect(res.body).toMatchObject({ success: true, applied: 2, unchanged: 0 });
    expect(res.body.refused).toEqual([{ line: 4, product: 'fantome', reason: 'price_list_unknown_product' }]);
    const rows = await offers();
    expect(rows.find((r) => r.product_id === butter)).toMatchObject({ price_rappen: 1150 });
    expect(Number(rows.find((r) => r.product_id === eggs)!.stock)).toBe(240);
    // The shop shows the new price at once, and the product's price log says it was an import.
    expect((await t.http.get(`/api/v1/products/${butter}`).expect(200)).body.product.price).toBe(11.5);
    const log = (await admin.get(`/api/v1/admin/products/${butter}`).expect(200)).body.price_log;
    expect(log[0]).toMatchObject({ old_price: 12.9, new_price: 11.5, source: 'import', changed_by: 'admin@mercato.test' });
  });

  it('takes Windows-1252 files and thousands separators', async () => {
    const csv = Buffer.from("Produit;Prix (CHF);Disponibilité\nfarine-bise;1'234.50;3\n", 'latin1');
    const res = await upload('preview', csv).expect(200);
    expect(res.body.changes.concat(res.body.created)).toEqual([expect.objectContaining({ product_id: flour, new_price: 1234.5 })]);
  });

  it('refuses a file without data or with too few columns', async () => {
    expect((await upload('preview', 'id;price;stock\n').expect(400)).body.error_code).toBe('price_list_invalid');
    expect((await upload('preview', 'just one column\nx\n').expect(400)).body.error_code).toBe('price_list_invalid');
    expect((await upload('apply', 'a;b;c\n"unterminated;1;2\n').expect(400)).body.error_code).toBe('price_list_invalid');
    await admin.post(`/api/v1/admin/wholesalers/${fx.wholesalers[0]}/price-list/preview`).expect(400);
    expect((await upload('preview', 'id;price;stock\n1;1;1\n', 999_999).expect(404)).body.error_code).toBe('wholesaler_not_found');
  });

  it('applies all or nothing: a failure midway leaves no offer and no log line changed', async () => {
    const before = await offers();
    const { n: logBefore } = (await sql<{ n: number }>(t, `SELECT count(*)::int AS n FROM price_change`))[0]!;
    // A database rule that fails on one particular price, after the log rows were written.
    await sql(t, `CREATE FUNCTION refuse_4242() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.price_rappen = 4242 THEN RAISE EXCEPTION 'refused by test'; END IF; RETURN NEW; END $$`);
    await sql(t, `CREATE TRIGGER offer_refuse_4242 BEFORE INSERT OR UPDATE ON offer FOR EACH ROW EXECUTE FUNCTION refuse_4242()`);
    try {
      await upload('apply', `id;price;stock\n${butter};9.90;5\n${eggs};42.42;5\n${flour};3.10;5\n`).expect(500);
    } finally {
      await sql(t, `DROP TRIGGER offer_refuse_4242 ON offer`);
      await sql(t, `DROP FUNCTION refuse_4242()`);
    }
    expect(await offers()).toEqual(before);
    const { n: logAfter } = (await sql<{ n: number }>(t, `SELECT count(*)::int AS n FROM price_change`))[0]!;
    expect(logAfter).toBe(logBefore);
  });

  it('previews and applies a 5,000-line file', async () => {
    await sql(
      t,
      `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points)
       SELECT $1, 'bulk-' || g, 'Bulk ' || g, 'Bulk ' || g, 'Bulk ' || g, 'piece', 260 FROM generate_series(1, 5000) g`,
      [fx.subcategoryId],
    );
    const lines = ['slug;price;stock'];
    for (let i = 1; i <= 5000; i++) lines.push(`bulk-${i};${(i % 90) + 1},${String(i % 100).padStart(2, '0')};${i % 50}`);
    const csv = lines.join('\n');
    const preview = await upload('preview', csv).expect(200);
    expect(preview.body.created).toHaveLength(5000);
    expect(preview.body.refused).toEqual([]);
    const applied = await upload('apply', csv, fx.wholesalers[1]).expect(200);
    expect(applied.body.applied).toBe(5000);
    const { n } = (await sql<{ n: number }>(t, `SELECT count(*)::int AS n FROM offer WHERE wholesaler_id = $1`, [fx.wholesalers[1]]))[0]!;
    expect(n).toBe(5000);
    const again = await upload('preview', csv, fx.wholesalers[1]).expect(200);
    expect(again.body.unchanged).toBe(5000);
  });
});
