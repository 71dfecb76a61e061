import { Injectable } from '@nestjs/common';
import { rappenToChf } from '@mercato/contracts';
import { CatalogueWrites } from '../../../platform/response-cache/catalogue-writes.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import { wholesalerDraft } from '../../domain/catalogue-drafts.js';
import type { RemovalOutcome } from '../../../shared/domain/removal.js';
import { CatalogueAdminStore, type WholesalerView } from './catalogue-admin-store.port.js';

type Input = Readonly<Record<string, unknown>>;

/** Staff manage the wholesalers; one that orders refer to is deactivated instead of deleted. */
@Injectable()
export class ManageWholesalers {
  constructor(
    private readonly catalogue: CatalogueWrites,
    private readonly store: CatalogueAdminStore,
  ) {}

  list(page: PageRequest): Promise<Page<WholesalerView>> {
    return this.store.listWholesalers(page);
  }

  async get(id: number): Promise<WholesalerView> {
    const wholesaler = await this.store.findWholesaler(id);
    if (!wholesaler) throw new DomainError('wholesaler_not_found');
    return wholesaler;
  }

  async create(input: Input): Promise<WholesalerView> {
    const draft = wholesalerDraft(input);
    return this.get(await this.catalogue.run(() => this.store.createWholesaler(draft)));
  }

  /** Terms the form leaves out keep their current values (a client that knows no terms changes none). */
  async update(id: number, input: Input): Promise<WholesalerView> {
    await this.catalogue.run(async () => {
      const current = await this.get(id);
      const kept = {
        min_order_value: rappenToChf(current.minOrderRappen),
        delivery_fee: current.deliveryFeeRappen === null ? null : rappenToChf(current.deliveryFeeRappen),
        delivery_days: [...current.deliveryDays],
        cutoff: current.cutoff,
        lead_days: current.leadDays,
        postcodes: current.postcodes,
      };
      const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      await this.store.updateWholesaler(id, wholesalerDraft({ ...kept, ...given }));
    });
    return this.get(id);
  }

  async remove(id: number): Promise<RemovalOutcome> {
    await this.get(id);
    return this.catalogue.run(() => this.store.removeWholesaler(id));
  }
}
