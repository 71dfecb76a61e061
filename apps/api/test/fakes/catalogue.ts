import { PriceListStore } from '../../src/catalogue/application/admin/price-list-store.port.js';
import type { AcceptedLine, CurrentOffer, KnownProduct } from '../../src/catalogue/domain/price-list.js';
import { Rows } from './platform.js';

type OfferRow = CurrentOffer & { wholesalerId: number; productId: number };
type PriceChangeRow = { wholesalerId: number; productId: number; oldPriceRappen: number | null; newPriceRappen: number; changedBy: number };

/** What a price-list import reads and writes, in memory. */
export class InMemoryPriceListStore extends PriceListStore {
  readonly wholesalers = new Set<number>();
  readonly known: KnownProduct[] = [];
  readonly offers = new Rows<OfferRow>();
  readonly priceLog = new Rows<PriceChangeRow>();

  async wholesalerExists(id: number): Promise<boolean> {
    return this.wholesalers.has(id);
  }

  async products(ids: readonly number[], slugs: readonly string[]): Promise<KnownProduct[]> {
    return this.known.filter((p) => ids.includes(p.id) || slugs.includes(p.slug));
  }

  async allProducts(): Promise<KnownProduct[]> {
    return [...this.known];
  }

  async offersOf(wholesalerId: number, productIds: readonly number[]): Promise<Map<number, CurrentOffer>> {
    return new Map(
      this.offers.items
        .filter((o) => o.wholesalerId === wholesalerId && productIds.includes(o.productId))
        .map((o) => [o.productId, { priceRappen: o.priceRappen, stock: o.stock }]),
    );
  }

  async apply(wholesalerId: number, lines: readonly AcceptedLine[], changedBy: number): Promise<void> {
    for (const line of lines) {
      const offer = this.offers.items.find((o) => o.wholesalerId === wholesalerId && o.productId === line.productId);
      if (!offer || offer.priceRappen !== line.priceRappen || offer.stock !== line.stock) {
        this.priceLog.items.push({ wholesalerId, productId: line.productId, oldPriceRappen: offer?.priceRappen ?? null, newPriceRappen: line.priceRappen, changedBy });
      }
      if (offer) Object.assign(offer, { priceRappen: line.priceRappen, stock: line.stock });
      else this.offers.items.push({ wholesalerId, productId: line.productId, priceRappen: line.priceRappen, stock: line.stock });
    }
  }
}
