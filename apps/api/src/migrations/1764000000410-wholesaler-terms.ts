import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wholesalers' terms (DESIGN.md "The order loop"): minimum order value and the delivery fee
 * below it (null: a part below the minimum is not allowed), delivery weekdays (ISO 1-7), the
 * cut-off time (Swiss time), lead days and the postcodes served ('' = everywhere).
 *
 * Existing wholesalers get terms that change nothing for them: no minimum, every weekday
 * (Monday to Friday, ISO 1-5), cut-off 16:00, one day's lead, everywhere. The three wholesalers
 * of the demo catalogue, recognised by their order address, get varied, real-looking terms (the
 * same as `assets/demo-catalogue/catalogue.json` gives a fresh database).
 */
export class WholesalerTerms1764000000410 implements MigrationInterface {
  name = 'WholesalerTerms1764000000410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE wholesaler
        ADD COLUMN min_order_rappen integer NOT NULL DEFAULT 0 CHECK (min_order_rappen >= 0),
        ADD COLUMN delivery_fee_rappen integer CHECK (delivery_fee_rappen >= 0),
        ADD COLUMN delivery_days smallint[] NOT NULL DEFAULT '{1,2,3,4,5}'
          CHECK (delivery_days <@ '{1,2,3,4,5,6,7}'::smallint[]),
        ADD COLUMN cutoff varchar(5) NOT NULL DEFAULT '16:00' CHECK (cutoff ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        ADD COLUMN lead_days smallint NOT NULL DEFAULT 1 CHECK (lead_days >= 0 AND lead_days <= 30),
        ADD COLUMN postcodes varchar(2000) NOT NULL DEFAULT ''`);
    const demo: Array<[string, number, number | null, string, string, number, string]> = [
      ['commandes@leman-gastro.example', 15_000, 2_500, '{1,2,3,4,5}', '16:00', 1, '1000-2999, 3900-3999'],
      ['bestellungen@limmat-gastro.example', 25_000, 3_500, '{1,2,4,5}', '14:00', 1, ''],
      ['ordini@ceresio-forniture.example', 10_000, 1_800, '{2,4}', '12:00', 2, '6500-6999, 7740-7748'],
    ];
    for (const [email, min, fee, days, cutoff, lead, postcodes] of demo) {
      await q.query(
        `UPDATE wholesaler SET min_order_rappen = $2, delivery_fee_rappen = $3, delivery_days = $4::smallint[], cutoff = $5, lead_days = $6, postcodes = $7
          WHERE order_email = $1`,
        [email, min, fee, days, cutoff, lead, postcodes],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE wholesaler
        DROP COLUMN min_order_rappen, DROP COLUMN delivery_fee_rappen, DROP COLUMN delivery_days,
        DROP COLUMN cutoff, DROP COLUMN lead_days, DROP COLUMN postcodes`);
  }
}
