import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { VerificationCodeRepository, type StoredCode } from '../application/verification-code.repository.js';
import type { CodePurpose } from '../domain/verification-code.js';

const LIVE = `replaced_at IS NULL AND confirmed_at IS NULL AND expires_at > now() AND attempts < 5`;

@Injectable()
export class TypeOrmVerificationCodeRepository extends VerificationCodeRepository {
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

  async findLive(email: string, purposes: readonly CodePurpose[]): Promise<StoredCode | null> {
    const [row] = await this.uow.manager().query(
      `SELECT id, user_id, purpose, email, code_hash FROM verification_code
        WHERE lower(email) = lower($1) AND purpose = ANY($2::varchar[]) AND ${LIVE}
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [email, purposes],
    );
    return row ? { id: row.id, userId: row.user_id, purpose: row.purpose, email: row.email, codeHash: row.code_hash } : null;
  }

  async addFailedAttempt(id: number): Promise<void> {
    await this.uow.manager().query(`UPDATE verification_code SET attempts = attempts + 1 WHERE id = $1`, [id]);
  }

  async confirm(id: number): Promise<boolean> {
    const [rows] = await this.uow.manager().query(
      `UPDATE verification_code SET confirmed_at = now() WHERE id = $1 AND ${LIVE} RETURNING id`,
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
