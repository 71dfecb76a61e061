import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { VerificationCodeRepository, type StoredCode } from '../application/verification-code-repository.port.js';
import type { CodePurpose } from '../domain/verification-code.js';

/** Neither confirmed, replaced nor expired (the number of tries is checked when a try is claimed). */
const OPEN = `replaced_at IS NULL AND confirmed_at IS NULL AND expires_at > now()`;

@Injectable()
export class SqlVerificationCodeRepository extends VerificationCodeRepository {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async replaceActive(userId: number, purpose: CodePurpose): Promise<void> {
    await this.uow.manager().query(
      `UPDATE verification_code SET replaced_at = now() WHERE user_id = $1 AND purpose = $2 AND replaced_at IS NULL AND used_at IS NULL`,
      [userId, purpose],
    );
  }

  async add(code: Omit<StoredCode, 'id'> & { expiresAt: Date }): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO verification_code (user_id, purpose, email, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [code.userId, code.purpose, code.email, code.codeHash, code.expiresAt],
    );
  }

  async claimTry(email: string, purposes: readonly CodePurpose[], maxTries: number): Promise<StoredCode | null> {
    // The row lock queues tries at once; each re-checks the count on the row it finally gets.
    const [rows] = await this.uow.manager().query(
      `UPDATE verification_code SET attempts = attempts + 1
        WHERE id = (SELECT id FROM verification_code
                     WHERE lower(email) = lower($1) AND purpose = ANY($2::varchar[]) AND ${OPEN} AND attempts < $3
                     ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE)
          AND ${OPEN} AND attempts < $3
        RETURNING id, user_id, purpose, email, code_hash`,
      [email, purposes, maxTries],
    );
    const row = rows[0];
    return row ? { id: row.id, userId: row.user_id, purpose: row.purpose, email: row.email, codeHash: row.code_hash } : null;
  }

  async confirm(id: number): Promise<boolean> {
    const [rows] = await this.uow.manager().query(
      `UPDATE verification_code SET confirmed_at = now() WHERE id = $1 AND ${OPEN} RETURNING id`,
      [id],
    );
    return rows.length === 1;
  }

  async takeConfirmedReset(email: string, withinMs: number): Promise<number | null> {
    const [rows] = await this.uow.manager().query(
      `UPDATE verification_code SET used_at = now()
        WHERE id = (SELECT id FROM verification_code
                     WHERE lower(email) = lower($1) AND purpose = 'reset' AND confirmed_at > now() - make_interval(secs => $2)
                       AND used_at IS NULL AND replaced_at IS NULL
                     ORDER BY confirmed_at DESC LIMIT 1 FOR UPDATE)
          AND used_at IS NULL
        RETURNING user_id`,
      [email, withinMs / 1000],
    );
    return rows[0]?.user_id ?? null;
  }

  async takeConfirmed(userId: number, purpose: CodePurpose, withinMs: number): Promise<string | null> {
    const [rows] = await this.uow.manager().query(
      `UPDATE verification_code SET used_at = now()
        WHERE id = (SELECT id FROM verification_code
                     WHERE user_id = $1 AND purpose = $2 AND confirmed_at > now() - make_interval(secs => $3)
                       AND used_at IS NULL AND replaced_at IS NULL
                     ORDER BY confirmed_at DESC LIMIT 1 FOR UPDATE)
          AND used_at IS NULL
        RETURNING email`,
      [userId, purpose, withinMs / 1000],
    );
    return rows[0]?.email ?? null;
  }
}
