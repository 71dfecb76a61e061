import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The server cart of SPEC.md section 3: one line per product and user. */
export class Cart1764000000004 implements MigrationInterface {
  name = 'Cart1764000000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cart_item (
        user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        quantity numeric(12, 3) NOT NULL CHECK (quantity > 0),
        position integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cart_item`);
  }
}
