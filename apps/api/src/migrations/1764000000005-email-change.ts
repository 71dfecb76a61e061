import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A pending change of a user's e-mail address: confirmed by a code to the old, then to the new address. */
export class EmailChange1764000000005 implements MigrationInterface {
  name = 'EmailChange1764000000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE email_change (
        user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
        new_email varchar(254) NOT NULL,
        old_confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_change`);
  }
}
