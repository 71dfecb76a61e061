import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order loop's part of an order (DESIGN.md): the restaurant's note on the order, each
 * part's delivery date, fee and note, and each line's reference price (the next-cheapest offer
 * when it was ordered). Orders placed before have no delivery date and no fee.
 */
export class OrderDelivery1764000000411 implements MigrationInterface {
  name = 'OrderDelivery1764000000411';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_order ADD COLUMN note varchar(500) NOT NULL DEFAULT ''`);
    await q.query(`
      ALTER TABLE purchase_order
        ADD COLUMN delivery_date date,
        ADD COLUMN fee_rappen integer NOT NULL DEFAULT 0 CHECK (fee_rappen >= 0),
        ADD COLUMN note varchar(500) NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE purchase_order_line ADD COLUMN reference_price_rappen integer CHECK (reference_price_rappen > 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE purchase_order_line DROP COLUMN reference_price_rappen`);
    await q.query(`ALTER TABLE purchase_order DROP COLUMN delivery_date, DROP COLUMN fee_rappen, DROP COLUMN note`);
    await q.query(`ALTER TABLE customer_order DROP COLUMN note`);
  }
}
