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
  /** The newest live code sent to `email` for one of `purposes`: not replaced, confirmed or expired, fewer than 5 wrong tries. */
  abstract findLive(email: string, purposes: readonly CodePurpose[]): Promise<StoredCode | null>;
  /** Counts a wrong try; the fifth kills the code. */
  abstract addFailedAttempt(id: number): Promise<void>;
  /** Confirms the code if it is still live; false when another try got there first. */
  abstract confirm(id: number): Promise<boolean>;
  /** Takes (once) the reset that `email` confirmed within `withinMs`; the user id, or null. */
  abstract takeConfirmedReset(email: string, withinMs: number): Promise<number | null>;
  /** Takes (once) a confirmed code of the user for `purpose` within `withinMs`; the address it was sent to, or null. */
  abstract takeConfirmed(userId: number, purpose: CodePurpose, withinMs: number): Promise<string | null>;
}
