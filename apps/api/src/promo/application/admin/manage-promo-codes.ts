import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { RemovalOutcome } from '../../../shared/domain/removal.js';
import { promoCodeDraft, type PromoCodeDraft } from '../../domain/promo-code-draft.js';
import { CodeHolders, type Redeemer } from './code-holders.port.js';

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

/** Staff create, list, change and retire activation codes. */
@Injectable()
export class ManagePromoCodes {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PromoCodeAdminStore,
    private readonly holders: CodeHolders,
  ) {}

  /** Codes with who holds them; the search also finds a code by its holder's e-mail. */
  async list(page: PageRequest): Promise<Page<PromoCodeView & { redeemers: Redeemer[] }>> {
    const heldByMatch = page.search ? await this.holders.codesHeldByEmailContaining(page.search) : [];
    const found = await this.store.list(page, heldByMatch);
    const holders = await this.holders.holdersOf(found.items.map((code) => code.id));
    return { total: found.total, items: found.items.map((code) => ({ ...code, redeemers: holders.get(code.id) ?? [] })) };
  }

  async get(id: number): Promise<PromoCodeView & { redeemers: Redeemer[] }> {
    const code = await this.store.find(id);
    if (!code) throw new DomainError('promo_not_found');
    return { ...code, redeemers: (await this.holders.holdersOf([id])).get(id) ?? [] };
  }

  async create(input: Readonly<Record<string, unknown>>) {
    const draft = promoCodeDraft(input);
    const id = await this.uow.run(() => this.store.create(draft));
    if (id === null) throw new DomainError('promo_code_exists', { fieldErrors: { code: 'promo_code_exists' } });
    return this.get(id);
  }

  async update(id: number, input: Readonly<Record<string, unknown>>) {
    await this.uow.run(async () => {
      const current = await this.store.find(id);
      if (!current) throw new DomainError('promo_not_found');
      const draft = promoCodeDraft({ ...input, code: input['code'] || current.code }, { usesSoFar: current.uses });
      if (!(await this.store.update(id, draft))) throw new DomainError('promo_code_exists', { fieldErrors: { code: 'promo_code_exists' } });
    });
    return this.get(id);
  }

  async remove(id: number): Promise<RemovalOutcome> {
    await this.get(id);
    return this.uow.run(() => this.store.remove(id));
  }
}
