import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The purchase-order answer and cancelling (DESIGN.md "The order loop", issue #15): each part's
 * status (`pending` until its mail is out, `sent`, then the wholesaler's or the restaurant's
 * word), the wholesaler's personal link (only its sha256 is kept, with its expiry), what the
 * wholesaler answered (date, note, reason, when) and, per line, the quantity it confirmed.
 * Parts whose purchase-order mail already went out start as `sent`.
 */
export class PurchaseOrderAnswer1764000000810 implements MigrationInterface {
  name = 'PurchaseOrderAnswer1764000000810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE purchase_order
        ADD COLUMN status varchar(20) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'sent', 'confirmed', 'partially_confirmed', 'rejected', 'cancelled')),
        ADD COLUMN token_hash char(64),
        ADD COLUMN token_expires_at timestamptz,
        ADD COLUMN answered_at timestamptz,
        ADD COLUMN answer_delivery_date date,
        ADD COLUMN answer_note varchar(500) NOT NULL DEFAULT '',
        ADD COLUMN answer_reason varchar(500) NOT NULL DEFAULT '',
        ADD COLUMN cancelled_at timestamptz`);
    await q.query(`CREATE UNIQUE INDEX purchase_order_token_idx ON purchase_order (token_hash) WHERE token_hash IS NOT NULL`);
    await q.query(`CREATE INDEX purchase_order_status_idx ON purchase_order (status)`);
    await q.query(`UPDATE purchase_order p SET status = 'sent' FROM mail_outbox m WHERE m.id = p.mail_id AND m.status = 'sent'`);
    await q.query(`ALTER TABLE purchase_order_line ADD COLUMN confirmed_quantity numeric(12, 3) CHECK (confirmed_quantity >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE purchase_order_line DROP COLUMN confirmed_quantity`);
    await q.query(`DROP INDEX purchase_order_status_idx`);
    await q.query(`DROP INDEX purchase_order_token_idx`);
    await q.query(`
      ALTER TABLE purchase_order
        DROP COLUMN status, DROP COLUMN token_hash, DROP COLUMN token_expires_at, DROP COLUMN answered_at,
        DROP COLUMN answer_delivery_date, DROP COLUMN answer_note, DROP COLUMN answer_reason, DROP COLUMN cancelled_at`);
  }
}
