import { VerificationCodeRepository, type StoredCode } from '../../src/verification/application/verification-code-repository.port.js';
import type { CodePurpose } from '../../src/verification/domain/verification-code.js';
import { Rows } from './platform.js';

interface CodeRow extends StoredCode {
  expiresAt: Date;
  attempts: number;
  createdAt: Date;
  confirmedAt: Date | null;
  usedAt: Date | null;
  replacedAt: Date | null;
}

/** Verification codes in memory, with the SQL repository's rules of what is still open. */
export class InMemoryVerificationCodeRepository extends VerificationCodeRepository {
  readonly rows = new Rows<CodeRow>();

  private open(row: CodeRow): boolean {
    return row.replacedAt === null && row.confirmedAt === null && row.expiresAt > new Date();
  }

  async replaceActive(userId: number, purpose: CodePurpose): Promise<void> {
    for (const row of this.rows.items) {
      if (row.userId === userId && row.purpose === purpose && !row.replacedAt && !row.usedAt) row.replacedAt = new Date();
    }
  }

  async add(code: Omit<StoredCode, 'id'> & { expiresAt: Date }): Promise<void> {
    this.rows.items.push({ ...code, id: this.rows.items.length + 1, attempts: 0, createdAt: new Date(), confirmedAt: null, usedAt: null, replacedAt: null });
  }

  async claimTry(email: string, purposes: readonly CodePurpose[], maxTries: number): Promise<StoredCode | null> {
    const row = this.rows.items
      .filter((r) => r.email.toLowerCase() === email.toLowerCase() && purposes.includes(r.purpose) && this.open(r) && r.attempts < maxTries)
      .at(-1);
    if (!row) return null;
    row.attempts++;
    return { id: row.id, userId: row.userId, purpose: row.purpose, email: row.email, codeHash: row.codeHash };
  }

  async confirm(id: number): Promise<boolean> {
    const row = this.rows.items.find((r) => r.id === id);
    if (!row || !this.open(row)) return false;
    row.confirmedAt = new Date();
    return true;
  }

  async takeConfirmedReset(email: string, withinMs: number): Promise<number | null> {
    const row = this.takeable((r) => r.email.toLowerCase() === email.toLowerCase() && r.purpose === 'reset', withinMs);
    return row ? row.userId : null;
  }

  async takeConfirmed(userId: number, purpose: CodePurpose, withinMs: number): Promise<string | null> {
    const row = this.takeable((r) => r.userId === userId && r.purpose === purpose, withinMs);
    return row ? row.email : null;
  }

  private takeable(matches: (row: CodeRow) => boolean, withinMs: number): CodeRow | null {
    const since = Date.now() - withinMs;
    const row = this.rows.items.filter((r) => matches(r) && r.confirmedAt && r.confirmedAt.getTime() > since && !r.usedAt && !r.replacedAt).at(-1);
    if (!row) return null;
    row.usedAt = new Date();
    return row;
  }
}
