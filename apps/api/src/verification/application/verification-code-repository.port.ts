import type { CodePurpose } from '../domain/verification-code.js';

export interface StoredCode {
  readonly id: number;
  readonly userId: number;
  readonly purpose: CodePurpose;
  readonly email: string;
  readonly codeHash: string;
}

/** Verification codes; every method joins the running transaction. */
export abstract class VerificationCodeRepository {
  /** Ends the user's earlier codes for this purpose (a new code replaces the old one). */
  abstract replaceActive(userId: number, purpose: CodePurpose): Promise<void>;
  abstract add(code: Omit<StoredCode, 'id'> & { expiresAt: Date }): Promise<void>;
  /**
   * Counts one try on the newest live code sent to `email` for one of `purposes` (not
   * replaced, confirmed or expired, fewer than `maxTries` tries) and returns it, or null when
   * there is none. Counting before comparing, in one statement, means that no number of tries
   * at once gets more than `maxTries` comparisons out of one code.
   */
  abstract claimTry(email: string, purposes: readonly CodePurpose[], maxTries: number): Promise<StoredCode | null>;
  /** Confirms a claimed code unless it was confirmed, replaced or expired meanwhile; false when another try got there first. */
  abstract confirm(id: number): Promise<boolean>;
  /** Takes (once) the reset that `email` confirmed within `withinMs`; the user id, or null. */
  abstract takeConfirmedReset(email: string, withinMs: number): Promise<number | null>;
  /** Takes (once) a confirmed code of the user for `purpose` within `withinMs`; the address it was sent to, or null. */
  abstract takeConfirmed(userId: number, purpose: CodePurpose, withinMs: number): Promise<string | null>;
}
