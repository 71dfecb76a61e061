import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A purchase order is marked `sent` by its mail's id once the mail is delivered
 * (`mailsDelivered`, one statement per mail job, in the worker or the API): without an index
 * that statement read the whole purchase_order table for every job, a cost that grew with every
 * order ever placed.
 */
export class PurchaseOrderMailIndex1764000000910 implements MigrationInterface {
  name = 'PurchaseOrderMailIndex1764000000910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX purchase_order_mail_idx ON purchase_order (mail_id) WHERE mail_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX purchase_order_mail_idx`);
  }
}
