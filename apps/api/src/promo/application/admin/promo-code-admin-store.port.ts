import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { RemovalOutcome } from '../../../shared/domain/removal.js';
import type { PromoCodeDraft } from '../../domain/promo-code-draft.js';

export interface PromoCodeView {
  readonly id: number;
  readonly code: string;
  readonly note: string;
  readonly maxUses: number;
  readonly uses: number;
  readonly validUntil: Date | null;
  readonly active: boolean;
  readonly createdAt: Date;
}

/** Activation codes as staff manage them; joins the running transaction. */
export abstract class PromoCodeAdminStore {
  abstract count(): Promise<number>;
  /** A page of codes whose text or note contains the search, or that are among `alsoIds`. */
  abstract list(page: PageRequest, alsoIds: readonly number[]): Promise<Page<PromoCodeView>>;
  abstract find(id: number): Promise<PromoCodeView | null>;
  /** Null when the code exists already (whatever its case). */
  abstract create(draft: PromoCodeDraft): Promise<number | null>;
  /** False when another code has this one's text already. */
  abstract update(id: number, draft: PromoCodeDraft): Promise<boolean>;
  /** Deletes an unused code; one that was redeemed (or that an account holds) is deactivated. */
  abstract remove(id: number): Promise<RemovalOutcome>;
}
