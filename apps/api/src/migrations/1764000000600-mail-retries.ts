import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail retries owned by the outbox (issue #13 item 11): when a mail is due again after a
 * transient failure, and since when it has been retried (a mail gives up 72 hours after that,
 * or at once on a permanent refusal; staff can send it again, which starts a new window).
 */
export class MailRetries1764000000600 implements MigrationInterface {
  name = 'MailRetries1764000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz`);
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN retry_window_started_at timestamptz`);
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN failed_at timestamptz`);
    await q.query(`CREATE INDEX mail_outbox_failed_idx ON mail_outbox (failed_at) WHERE status = 'failed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX mail_outbox_failed_idx`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN failed_at, DROP COLUMN retry_window_started_at, DROP COLUMN next_attempt_at`);
  }
}
