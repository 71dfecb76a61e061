import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the user's subscription began: the moment its current activation code was entered
 * (at registration, in the profile, or given by staff). The profile shows the total saved
 * since then (DESIGN.md "The order loop"). A trigger keeps it whatever writes the code (the
 * register and redeem use cases, the staff's user form, tools and tests writing SQL): a new
 * code sets it to now, no code clears it, the same code keeps it.
 *
 * Accounts that held a code before this migration get the latest moment they could have
 * entered it: when the account or the code was created, whichever came later.
 */
export class SubscriptionSince1764000000900 implements MigrationInterface {
  name = 'SubscriptionSince1764000000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user ADD COLUMN promo_code_since timestamptz`);
    await q.query(`
      UPDATE app_user u SET promo_code_since = greatest(u.created_at, c.created_at)
        FROM promo_code c WHERE c.id = u.promo_code_id`);
    await q.query(`
      CREATE FUNCTION mercato_promo_code_since() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.promo_code_id IS NULL THEN
          NEW.promo_code_since := NULL;
        ELSIF TG_OP = 'INSERT' OR NEW.promo_code_id IS DISTINCT FROM OLD.promo_code_id THEN
          NEW.promo_code_since := now();
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER app_user_promo_code_since BEFORE INSERT OR UPDATE OF promo_code_id ON app_user
         FOR EACH ROW EXECUTE FUNCTION mercato_promo_code_since()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER app_user_promo_code_since ON app_user`);
    await q.query(`DROP FUNCTION mercato_promo_code_since()`);
    await q.query(`ALTER TABLE app_user DROP COLUMN promo_code_since`);
  }
}
