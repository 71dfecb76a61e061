import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { ResponseCache } from '../../../platform/response-cache/response-cache.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import { wholesalerDraft } from '../../domain/catalogue-drafts.js';
import { CatalogueAdminStore, type CatalogueCountsView, type Removal, type WholesalerView } from './catalogue-admin.store.js';

type Input = Readonly<Record<string, unknown>>;

/** Staff manage the wholesalers; one that orders refer to is deactivated instead of deleted. */
@Injectable()
export class ManageWholesalers {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly cache: ResponseCache,
    private readonly store: CatalogueAdminStore,
  ) {}

  /** One transaction; once it commits, the shop's cached catalogue answers are dropped. */
  private write<T>(work: () => Promise<T>): Promise<T> {
    return this.uow.run(async () => {
      const result = await work();
      this.uow.afterCommit(() => this.cache.invalidate());
      return result;
    });
  }

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
    return this.get(await this.write(() => this.store.createWholesaler(draft)));
  }

  async update(id: number, input: Input): Promise<WholesalerView> {
    const draft = wholesalerDraft(input);
    await this.write(async () => {
      await this.get(id);
      await this.store.updateWholesaler(id, draft);
    });
    return this.get(id);
  }

  async remove(id: number): Promise<Removal> {
    await this.get(id);
    return this.write(() => this.store.removeWholesaler(id));
  }
}

/** The catalogue's figures of the admin dashboard. */
@Injectable()
export class CountCatalogue {
  constructor(private readonly store: CatalogueAdminStore) {}

  execute(): Promise<CatalogueCountsView> {
    return this.store.counts();
  }
}
