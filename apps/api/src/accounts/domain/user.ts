import type { Language } from '@mercato/contracts';

export type UserRole = 'restaurant' | 'admin';

export interface UserProps {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly restaurantName: string;
  readonly restaurantAddress: string;
  readonly role: UserRole;
  /** The e-mail address was confirmed with a code (`is_full_account`). */
  readonly verified: boolean;
  readonly active: boolean;
  readonly language: Language;
  /** The activation code the user holds (the subscription), or null. */
  readonly promoCode: string | null;
  readonly avatarKey: string | null;
  /** Raised whenever every session of the user must end. */
  readonly sessionEpoch: number;
}

/** A restaurant account (or a staff account with the admin role). */
export class User {
  constructor(readonly props: UserProps) {}

  get id(): number {
    return this.props.id;
  }

  get email(): string {
    return this.props.email;
  }

  get verified(): boolean {
    return this.props.verified;
  }

  get isAdmin(): boolean {
    return this.props.role === 'admin';
  }

  /** May sign in: an active account (unverified ones too, DESIGN.md). */
  get canSignIn(): boolean {
    return this.props.active;
  }
}
