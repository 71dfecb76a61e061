import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error.js';
import { normalizePromoCode, promoRefusal, subscriptionOf, type Subscription } from '../domain/promo-code.js';
import { PromoCodeRepository } from './promo-code-repository.port.js';

export type PromoCheck = { valid: true } | { valid: false; error_code: 'invalid_promo_code' | 'invalid_or_used_promo' };

/** Checking and redeeming activation codes, and reading them for the accounts that hold them. */
@Injectable()
export class PromoCodes {
  constructor(private readonly codes: PromoCodeRepository) {}

  async check(raw: unknown): Promise<PromoCheck> {
    const code = normalizePromoCode(raw);
    const refusal = promoRefusal(await this.codes.find(code), new Date());
    return refusal ? { valid: false, error_code: refusal } : { valid: true };
  }

  /** Takes one use of the code inside the caller's transaction; throws the reason it cannot. */
  async redeem(raw: unknown): Promise<number> {
    const code = normalizePromoCode(raw);
    const id = await this.codes.takeOneUse(code);
    if (id !== null) return id;
    throw new DomainError(promoRefusal(await this.codes.find(code), new Date()) ?? 'invalid_or_used_promo');
  }

  /** The subscription the code with this id gives its holder (none for null or an unknown id). */
  async subscriptionOf(codeId: number | null): Promise<Subscription> {
    return subscriptionOf(codeId === null ? null : await this.codes.findById(codeId), new Date());
  }

  /** The subscription the code with this text gives its holder. */
  async subscriptionOfCode(code: string | null): Promise<Subscription> {
    return subscriptionOf(code === null ? null : await this.codes.find(code), new Date());
  }

  /** The text of each of these codes, by id (what an account shows of the code it holds). */
  codesOf(ids: readonly number[]): Promise<Map<number, string>> {
    return ids.length ? this.codes.codesOf([...new Set(ids)]) : Promise.resolve(new Map());
  }

  /** The ids of the codes whose text contains `search` (staff search accounts by code). */
  idsContaining(search: string): Promise<number[]> {
    return this.codes.idsContaining(search);
  }
}
