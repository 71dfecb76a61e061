export interface StoredCartLine {
  readonly productId: number;
  readonly quantity: number;
}

export abstract class CartRepository {
  /** With `session` (the payload of the request's session, whose user owns the cart), the lines may come from a kept copy: never change them. */
  abstract lines(userId: number, session?: object): Promise<StoredCartLine[]>;
  /** Replaces the whole cart in one statement, in the running transaction (its change stamp is announced there). */
  abstract replace(userId: number, lines: readonly StoredCartLine[]): Promise<void>;
}
