import { DomainError } from '../../shared/domain/domain-error.js';

/** An activation code: staff create it; holding a valid one is the subscription (DESIGN.md). */
export interface PromoCodeState {
  readonly code: string;
  readonly active: boolean;
  readonly uses: number;
  readonly maxUses: number;
  readonly validUntil: Date | null;
}

export const PROMO_CODE_MAX_LENGTH = 64;

/** Codes are compared without regard to case or surrounding spaces. */
export function normalizePromoCode(raw: unknown): string {
  if (raw === undefined || raw === null) throw new DomainError('promo_required');
  if (typeof raw !== 'string') throw new DomainError('invalid_data');
  const code = raw.trim();
  if (!code) throw new DomainError('promo_required');
  if (code.length > PROMO_CODE_MAX_LENGTH) throw new DomainError('invalid_promo_code');
  return code;
}

/**
 * The subscription a holder has through its code (DESIGN.md "The order loop"): valid while the
 * code is active and before its `valid_until`; how many uses it had does not matter to a holder.
 */
export interface Subscription {
  readonly status: 'none' | 'active' | 'ended';
  readonly codeId: number | null;
  readonly code: string | null;
  readonly validUntil: Date | null;
}

export function subscriptionOf(state: (PromoCodeState & { id: number }) | null, now: Date): Subscription {
  if (!state) return { status: 'none', codeId: null, code: null, validUntil: null };
  const ended = !state.active || (state.validUntil !== null && state.validUntil.getTime() <= now.getTime());
  return { status: ended ? 'ended' : 'active', codeId: state.id, code: state.code, validUntil: state.validUntil };
}

/** Why a code cannot be taken now, or null when it can. */
export function promoRefusal(state: PromoCodeState | null, now: Date): 'invalid_promo_code' | 'invalid_or_used_promo' | null {
  if (!state) return 'invalid_promo_code';
  if (!state.active || state.uses >= state.maxUses) return 'invalid_or_used_promo';
  if (state.validUntil && state.validUntil.getTime() <= now.getTime()) return 'invalid_or_used_promo';
  return null;
}
