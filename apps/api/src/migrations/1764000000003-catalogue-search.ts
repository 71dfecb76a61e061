import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accent- and case-insensitive product search ("creme" finds "Crème") on PostgreSQL and the
 * embedded database alike, without extensions: one immutable folding function, mirrored by
 * `foldForSearch` in the catalogue domain.
 */
export class CatalogueSearch1764000000003 implements MigrationInterface {
  name = 'CatalogueSearch1764000000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION mercato_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$
        SELECT translate(
          replace(replace(replace(lower(value), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'),
          'àáâãäåāçćčèéêëēėęìíîïīñńòóôõöøōùúûüūýÿžźż',
          'aaaaaaaccceeeeeeeiiiiinnooooooouuuuuyyzzz'
        )
      $$`);
    await q.query(`CREATE INDEX product_active_subcategory_idx ON product (subcategory_id, id) WHERE active`);
    await q.query(`CREATE INDEX offer_product_idx ON offer (product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX offer_product_idx`);
    await q.query(`DROP INDEX product_active_subcategory_idx`);
    await q.query(`DROP FUNCTION mercato_fold(text)`);
  }
}
