import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which version of the privacy policy an account accepted (DESIGN.md, register.php), beside
 * when. Accounts made before this migration accepted the only version there was, effective
 * 24.06.2025.
 */
export class PrivacyPolicyVersion1764000000700 implements MigrationInterface {
  name = 'PrivacyPolicyVersion1764000000700';

  async up(q: QueryRunner): Promise<void> {
    // The default stays for rows written by tools (bench, tests); the app always names the version.
    await q.query(`ALTER TABLE app_user ADD COLUMN privacy_policy_version varchar(20) NOT NULL DEFAULT '2025-06-24'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user DROP COLUMN privacy_policy_version`);
  }
}
