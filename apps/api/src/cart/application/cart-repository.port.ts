export interface StoredCartLine {
  readonly productId: number;
  readonly quantity: number;
}

export abstract class CartRepository {
  abstract lines(userId: number): Promise<StoredCartLine[]>;
  /** Replaces the whole cart, in the running transaction. */
  abstract replace(userId: number, lines: readonly StoredCartLine[]): Promise<void>;
}
