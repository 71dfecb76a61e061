import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram similarity (pg_trgm, a trusted extension shipped with PostgreSQL and loaded into the
 * embedded database) for the product search's last resort: a name typed with a typo.
 */
export class ProductSearch1764000000500 implements MigrationInterface {
  name = 'ProductSearch1764000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
