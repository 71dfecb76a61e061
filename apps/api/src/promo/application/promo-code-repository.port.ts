import type { PromoCodeState } from '../domain/promo-code.js';

export abstract class PromoCodeRepository {
  /** The code, matched without regard to case. */
  abstract find(code: string): Promise<(PromoCodeState & { id: number }) | null>;
  abstract findById(id: number): Promise<(PromoCodeState & { id: number }) | null>;
  /** Counts one use if the code is still valid, atomically (the last use goes to one taker only); its id, or null. */
  abstract takeOneUse(code: string): Promise<number | null>;
  /** The text of each of these codes, by id. */
  abstract codesOf(ids: readonly number[]): Promise<Map<number, string>>;
  /** The ids of the codes whose text contains `search` (accents and case do not matter). */
  abstract idsContaining(search: string): Promise<number[]>;
}
