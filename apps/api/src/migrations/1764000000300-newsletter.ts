import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter subscriptions (SPEC.md section 3): the address (trimmed, lower case, unique), the
 * language, when consent was given, and the token of the unsubscribe link every mail carries.
 */
export class Newsletter1764000000300 implements MigrationInterface {
  name = 'Newsletter1764000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_subscription (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
        language varchar(2) NOT NULL CHECK (language IN ('fr', 'de', 'it')),
        consented_at timestamptz NOT NULL,
        unsubscribe_token varchar(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_subscription`);
  }
}
