import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import type { RemovalOutcome } from '../../../shared/domain/removal.js';
import { promoCodeDraft } from '../../domain/promo-code-draft.js';
import { CodeHolders, type Redeemer } from './code-holders.port.js';
import { PromoCodeAdminStore, type PromoCodeView } from './promo-code-admin-store.port.js';

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
