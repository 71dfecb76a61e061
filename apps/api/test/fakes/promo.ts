import { PromoCodeRepository } from '../../src/promo/application/promo-code-repository.port.js';
import type { PromoCodeState } from '../../src/promo/domain/promo-code.js';
import { Rows } from './platform.js';

type StoredCode = { -readonly [K in keyof PromoCodeState]: PromoCodeState[K] } & { id: number };

/** Activation codes in memory. */
export class InMemoryPromoCodeRepository extends PromoCodeRepository {
  readonly rows = new Rows<StoredCode>();

  /** A code staff created: valid until `validUntil`, `maxUses` uses. */
  given(code: string, state: Partial<PromoCodeState> = {}): StoredCode {
    const row = { id: this.rows.items.length + 1, code, active: true, uses: 0, maxUses: 1, validUntil: null, ...state };
    this.rows.items.push(row);
    return row;
  }

  async find(code: string): Promise<StoredCode | null> {
    return this.rows.items.find((r) => r.code.toLowerCase() === code.toLowerCase()) ?? null;
  }

  async findById(id: number): Promise<StoredCode | null> {
    return this.rows.items.find((r) => r.id === id) ?? null;
  }

  async takeOneUse(code: string): Promise<number | null> {
    const row = await this.find(code);
    if (!row || !row.active || row.uses >= row.maxUses || (row.validUntil && row.validUntil <= new Date())) return null;
    row.uses++;
    return row.id;
  }

  async codesOf(ids: readonly number[]): Promise<Map<number, string>> {
    return new Map(this.rows.items.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.code]));
  }

  async idsContaining(search: string): Promise<number[]> {
    return this.rows.items.filter((r) => r.code.toLowerCase().includes(search.toLowerCase())).map((r) => r.id);
  }
}
