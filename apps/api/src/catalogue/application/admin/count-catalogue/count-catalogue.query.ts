import { Injectable } from '@nestjs/common';
import { CatalogueAdminStore, type CatalogueCountsView } from '../catalogue-admin-store.port.js';

/** The catalogue's figures of the admin dashboard. */
@Injectable()
export class CountCatalogue {
  constructor(private readonly store: CatalogueAdminStore) {}

  execute(): Promise<CatalogueCountsView> {
    return this.store.counts();
  }
}
