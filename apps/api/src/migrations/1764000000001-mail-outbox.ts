import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox of DESIGN.md ("No mail is ever lost"): a mail is a row written in the same
 * transaction as the change that causes it; the relay queues it and the worker marks it sent.
 */
export class MailOutbox1764000000001 implements MigrationInterface {
  name = 'MailOutbox1764000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY,
        template varchar(80) NOT NULL,
        recipient varchar(254) NOT NULL,
        language varchar(2) NOT NULL CHECK (language IN ('fr', 'de', 'it')),
        params jsonb NOT NULL DEFAULT '{}',
        -- parameters that must not rest in clear (codes): AES-GCM sealed, wiped once sent
        sealed_params text,
        attachments jsonb NOT NULL DEFAULT '[]',
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        enqueued_at timestamptz,
        claimed_at timestamptz,
        sent_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE status IN ('pending', 'sending')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
  }
}
