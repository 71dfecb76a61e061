import type { MigrationInterface, QueryRunner } from 'typeorm';

const CATALOGUE_TABLES = ['category', 'subcategory', 'product', 'wholesaler', 'offer'];

/**
 * A change counter of the catalogue, raised by every statement that changes one of its tables
 * (admin edits, price imports, stock taken by orders, even SQL by hand). Each API process
 * polls it to drop its cached catalogue answers, so replicas agree within a poll interval.
 * A sequence, not a row: it takes no lock, so concurrent orders and edits never queue or
 * deadlock on it. (A sequence moves before its transaction commits; the cache therefore
 * stays off for a short quiet period after each change it sees.)
 */
export class CatalogueVersion1764000000101 implements MigrationInterface {
  name = 'CatalogueVersion1764000000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE catalogue_change_seq`);
    await q.query(`
      CREATE FUNCTION mercato_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('catalogue_change_seq');
        RETURN NULL;
      END $$`);
    for (const table of CATALOGUE_TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION mercato_catalogue_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_TABLES) await q.query(`DROP TRIGGER ${table}_catalogue_changed ON ${table}`);
    await q.query(`DROP FUNCTION mercato_catalogue_changed()`);
    await q.query(`DROP SEQUENCE catalogue_change_seq`);
  }
}
