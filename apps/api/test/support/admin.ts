import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { sql } from './accounts.js';
import type { TestApp } from './test-app.js';

export const ADMIN_EMAIL = 'admin@mercato.test';
export const ADMIN_PASSWORD = 'Staff#Mercato26';

/** Config of a test app whose start-up ensures the admin account. */
export const adminConfig = { admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } };

/** A cookie jar signed in through the admin login. */
export async function adminAgent(t: TestApp, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<TestAgent> {
  const agent = request.agent(t.app.getHttpServer());
  await agent.post('/api/admin/login.php').send({ email, password }).expect(200, { success: true, error_code: null });
  return agent;
}

/** A small catalogue built through SQL: one category, one subcategory, two wholesalers. */
export async function catalogueFixture(t: TestApp, tag: string) {
  const [category] = await sql<{ id: number }>(
    t,
    `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'Fixe', 'Fix', 'Fisso') RETURNING id`,
    [`fixture-${tag}`],
  );
  const [subcategory] = await sql<{ id: number }>(
    t,
    `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'Sous', 'Unter', 'Sotto') RETURNING id`,
    [category!.id, `fixture-sub-${tag}`],
  );
  const wholesalers: number[] = [];
  for (const name of ['Alpha', 'Beta']) {
    const [w] = await sql<{ id: number }>(
      t,
      `INSERT INTO wholesaler (name, order_email, language) VALUES ($1, $2, 'fr') RETURNING id`,
      [`${name} ${tag}`, `${name.toLowerCase()}-${tag}@grossiste.test`],
    );
    wholesalers.push(w!.id);
  }
  return { categoryId: category!.id, subcategoryId: subcategory!.id, wholesalers };
}

/** A product in the subcategory, by SQL. */
export async function productFixture(t: TestApp, subcategoryId: number, slug: string, unit: 'kg' | 'piece' = 'kg'): Promise<number> {
  const [row] = await sql<{ id: number }>(
    t,
    `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points)
     VALUES ($1, $2, $3, $3, $3, $4, 260) RETURNING id`,
    [subcategoryId, slug, `Produit ${slug}`, unit],
  );
  return row!.id;
}

export async function offerFixture(t: TestApp, productId: number, wholesalerId: number, priceRappen: number, stock = 10): Promise<void> {
  await sql(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock) VALUES ($1, $2, $3, $4)`, [productId, wholesalerId, priceRappen, stock]);
}
