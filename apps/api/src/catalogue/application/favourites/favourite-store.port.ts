/** A restaurant's favourite products (issue #15): which, and since when. */
export abstract class FavouriteStore {
  /** Marks `productId` for `userId`; marking it twice changes nothing. */
  abstract add(userId: number, productId: number): Promise<void>;
  /** True when a mark was there. */
  abstract remove(userId: number, productId: number): Promise<boolean>;
  /** The marked product ids, the most recently marked first. */
  abstract productIds(userId: number): Promise<number[]>;
}
