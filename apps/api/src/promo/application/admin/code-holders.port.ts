/** An account holding an activation code, as staff see it beside the code. */
export interface Redeemer {
  readonly userId: number;
  readonly email: string;
  readonly restaurantName: string;
}

/**
 * Who holds which activation code. The holding is the accounts context's data (an account
 * names its code), and accounts depends on promo (it redeems codes), never the reverse: so
 * promo declares this port and accounts implements it (`CodeHoldersModule`, global).
 */
export abstract class CodeHolders {
  /** The accounts holding each of these codes, in account order. */
  abstract holdersOf(codeIds: readonly number[]): Promise<Map<number, Redeemer[]>>;
  /** The codes held by an account whose e-mail contains `search` (case does not matter). */
  abstract codesHeldByEmailContaining(search: string): Promise<number[]>;
}
