import { Injectable } from '@nestjs/common';
import type { Language } from '@mercato/contracts';
import { OfferStock } from '../../../catalogue/index.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { Clock } from '../planning/clock.port.js';
import { PurchaseOrderStore, type StoredPart } from '../purchase-order-store.port.js';
import { isWellFormedToken, tokenHash } from './supplier-link.js';

export interface SupplierPurchaseOrder {
  readonly part: StoredPart;
  /** The wholesaler's language: its page shows in it. */
  readonly language: Language;
}

/**
 * A part found by the wholesaler's link, unless the link is malformed, unknown or older than
 * 30 days: all three answer `purchase_order_not_found`, so a guess learns nothing.
 */
export async function partByToken(store: PurchaseOrderStore, clock: Clock, token: unknown, lock: boolean): Promise<StoredPart> {
  if (!isWellFormedToken(token)) throw new DomainError('purchase_order_not_found');
  const hash = tokenHash(token);
  const part = lock ? await store.lockByTokenHash(hash) : await store.findByTokenHash(hash);
  if (!part || !part.tokenExpiresAt || part.tokenExpiresAt.getTime() <= clock.now().getTime()) throw new DomainError('purchase_order_not_found');
  return part;
}

/** The purchase order as its wholesaler's page shows it (DESIGN.md: no account, its language). */
@Injectable()
export class GetPurchaseOrder {
  constructor(
    private readonly store: PurchaseOrderStore,
    private readonly offers: OfferStock,
    private readonly clock: Clock,
  ) {}

  async execute(token: unknown): Promise<SupplierPurchaseOrder> {
    const part = await partByToken(this.store, this.clock, token, false);
    const wholesaler = await this.offers.wholesaler(part.wholesalerId);
    return { part, language: wholesaler?.language ?? 'fr' };
  }
}
