import type { Language } from '@mercato/contracts';
import type { PersonalData } from '../domain/personal-data.js';
import type { User, UserRole } from '../domain/user.js';

export interface NewUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly restaurantName: string;
  readonly restaurantAddress: string;
  readonly passwordHash: string;
  readonly language: Language;
  readonly promoCodeId: number | null;
  readonly role?: UserRole;
  readonly verified?: boolean;
}

/** Accounts; every method joins the running transaction. */
export abstract class UserRepository {
  abstract findById(id: number): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract passwordHashOf(id: number): Promise<string | null>;
  abstract emailTaken(email: string): Promise<boolean>;
  abstract create(user: NewUser): Promise<User>;
  abstract markVerified(id: number): Promise<void>;
  /** Sets a new password hash and ends every session of the user (raises the session epoch). */
  abstract changePassword(id: number, passwordHash: string): Promise<void>;
  abstract updateProfile(id: number, data: PersonalData & { avatarKey?: string }): Promise<void>;
  abstract changeEmail(id: number, email: string): Promise<void>;
  abstract pendingEmailChange(userId: number): Promise<{ newEmail: string; oldConfirmedAt: Date | null } | null>;
  abstract startEmailChange(userId: number, newEmail: string): Promise<void>;
  abstract confirmOldEmail(userId: number): Promise<void>;
  abstract endEmailChange(userId: number): Promise<void>;
  /**
   * Gives the user an activation code if it still holds `replacing` (null: none), atomically;
   * false when it holds another by now.
   */
  abstract assignPromoCode(id: number, promoCodeId: number, replacing?: number | null): Promise<boolean>;
}
