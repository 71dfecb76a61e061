import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #15 and #18: a restaurant's favourite products, and a product's optional pack
 * description per language ("carton de 6 x 75 cl"), shown instead of "/ pièce" where set.
 */
export class FavouritesAndPacks1764000000820 implements MigrationInterface {
  name = 'FavouritesAndPacks1764000000820';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product
      ADD COLUMN pack_description_fr varchar(80) NOT NULL DEFAULT '',
      ADD COLUMN pack_description_de varchar(80) NOT NULL DEFAULT '',
      ADD COLUMN pack_description_it varchar(80) NOT NULL DEFAULT ''`);
    await q.query(`
      CREATE TABLE favourite (
        user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id)
      )`);
    await q.query(`CREATE INDEX favourite_product_idx ON favourite (product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE favourite`);
    await q.query(`ALTER TABLE product DROP COLUMN pack_description_fr, DROP COLUMN pack_description_de, DROP COLUMN pack_description_it`);
  }
}
