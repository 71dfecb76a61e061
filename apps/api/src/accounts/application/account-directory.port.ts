import type { SessionUserInfo } from '../../shared/domain/session-user.js';

/** The restaurant placing an order, as the order and its purchase orders record it. */
export interface Customer {
  readonly id: number;
  readonly verified: boolean;
  /** Holds a valid activation code (active, before its valid_until): the subscription of DESIGN.md. */
  readonly hasActivationCode: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly restaurantName: string;
  readonly restaurantAddress: string;
}

/**
 * What other contexts may read of the accounts, through this port only (they never name the
 * accounts' tables). Every method joins the running transaction.
 */
export abstract class AccountDirectory {
  /**
   * The customer, its row locked until the transaction ends (one order at a time per
   * restaurant); null when unknown or deactivated.
   */
  abstract lockCustomer(userId: number): Promise<Customer | null>;
  /**
   * Where the signed-in restaurant of the request being served gets its deliveries (what a
   * basket plan shown before ordering needs of the account); null when unknown or deactivated.
   * `user` is the request's own session user (`@SessionUser()`): the session check has just read
   * or re-validated that account on this request, so no further read is needed.
   */
  abstract restaurantAddressOf(user: SessionUserInfo): Promise<string | null>;
  /**
   * When the user's subscription began: when it entered its current activation code (whether
   * that code is still valid or not); null when it holds none.
   */
  abstract subscriptionSince(userId: number): Promise<Date | null>;
  /** The e-mail address of each of these accounts, by id (who changed a price, say). */
  abstract emailsOf(userIds: readonly number[]): Promise<Map<number, string>>;
}
