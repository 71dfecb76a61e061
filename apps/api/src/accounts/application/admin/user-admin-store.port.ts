import type { Language } from '@mercato/contracts';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { UserDraft } from '../../domain/user-draft.js';
import type { UserRole } from '../../domain/user.js';

/** An account as the admin lists show it: never a password hash or a session. */
export interface UserAdminView {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly restaurantName: string;
  readonly restaurantAddress: string;
  readonly role: UserRole;
  readonly verified: boolean;
  readonly active: boolean;
  readonly language: Language;
  readonly promoCode: string | null;
  readonly createdAt: Date;
}

/** Accounts as staff manage them; joins the running transaction. */
export abstract class UserAdminStore {
  abstract count(): Promise<number>;
  abstract list(page: PageRequest, role: UserRole | null): Promise<Page<UserAdminView>>;
  abstract find(id: number): Promise<UserAdminView | null>;
  /** Saves the fields (not the activation code); deactivation raises the session epoch, so every session ends. */
  abstract update(id: number, draft: UserDraft): Promise<void>;
  abstract setPromoCode(id: number, promoCodeId: number | null): Promise<void>;
}
