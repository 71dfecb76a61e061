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
  /** The customer without a lock (what a basket plan shown before ordering reads); null when unknown or deactivated. */
  abstract findCustomer(userId: number): Promise<Customer | null>;
  /**
   * When the user's subscription began: when it entered its current activation code (whether
   * that code is still valid or not); null when it holds none.
   */
  abstract subscriptionSince(userId: number): Promise<Date | null>;
  /** The e-mail address of each of these accounts, by id (who changed a price, say). */
  abstract emailsOf(userIds: readonly number[]): Promise<Map<number, string>>;
}
