import type { Language } from '@mercato/contracts';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AccountDirectory } from '../../../accounts/index.js';
import { CatalogueWrites } from '../../../platform/response-cache/catalogue-writes.js';
import { FileStore } from '../../../platform/files/file-store.port.js';
import { squareWebp } from '../../../platform/images/image-processor.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import { offerDraft, productDraft } from '../../domain/catalogue-drafts.js';
import { lowestOffer } from '../../domain/offer.js';
import type { RemovalOutcome } from '../../../shared/domain/removal.js';
import { CatalogueAdminStore, type PriceChangeView, type ProductView } from './catalogue-admin-store.port.js';

type Input = Readonly<Record<string, unknown>>;

const PRODUCT_IMAGE_SIZE = 800;
const PRICE_LOG_SIZE = 100;

export interface ProductDetail {
  readonly product: ProductView;
  /** The wholesaler whose offer the shop shows now (cheapest active in stock), or null. */
  readonly lowestWholesalerId: number | null;
  readonly priceLog: PriceChangeView[];
}

/** Staff manage products and each wholesaler's offer; every price change is logged. */
@Injectable()
export class ManageProducts {
  constructor(
    private readonly catalogue: CatalogueWrites,
    private readonly store: CatalogueAdminStore,
    private readonly files: FileStore,
    private readonly accounts: AccountDirectory,
  ) {}

  async list(page: PageRequest, subcategoryId: number | null, language: Language): Promise<Page<{ product: ProductView; lowestWholesalerId: number | null }>> {
    const found = await this.store.listProducts(page, subcategoryId, language);
    return { total: found.total, items: found.items.map((product) => ({ product, lowestWholesalerId: lowestWholesaler(product) })) };
  }

  async get(id: number): Promise<ProductView> {
    const product = await this.store.findProduct(id);
    if (!product) throw new DomainError('product_not_found');
    return product;
  }

  async detail(id: number): Promise<ProductDetail> {
    const product = await this.get(id);
    const log = await this.store.priceLog(id, PRICE_LOG_SIZE);
    const emails = await this.accounts.emailsOf(log.flatMap((c) => (c.changedById === null ? [] : [c.changedById])));
    const priceLog = log.map(({ changedById, ...change }) => ({ ...change, changedBy: changedById === null ? null : (emails.get(changedById) ?? null) }));
    return { product, lowestWholesalerId: lowestWholesaler(product), priceLog };
  }

  async create(input: Input): Promise<ProductDetail> {
    const draft = productDraft(input);
    const id = await this.catalogue.run(async () => {
      if (!(await this.store.findSubcategory(draft.subcategoryId))) throw new DomainError('subcategory_not_found');
      return this.store.createProduct(draft);
    });
    return this.detail(id);
  }

  async update(id: number, input: Input): Promise<ProductDetail> {
    const draft = productDraft(input);
    await this.catalogue.run(async () => {
      const product = await this.get(id);
      if (!(await this.store.findSubcategory(draft.subcategoryId))) throw new DomainError('subcategory_not_found');
      // A whole-number stock stays valid when the unit changes to piece only if every offer agrees.
      if (draft.unit === 'piece' && product.offers.some((o) => !Number.isInteger(o.stock))) {
        throw new DomainError('invalid_data', { fieldErrors: { unit: 'fractional_stock' } });
      }
      await this.store.updateProduct(id, draft);
    });
    return this.detail(id);
  }

  async setImage(id: number, data: Buffer): Promise<ProductDetail> {
    const before = await this.get(id);
    const key = `catalogue/product-${id}-${randomBytes(6).toString('hex')}.webp`;
    await this.files.put(key, await squareWebp(data, PRODUCT_IMAGE_SIZE), 'image/webp');
    await this.catalogue.run(() => this.store.setProductImage(id, key));
    if (before.imageKey) await this.files.delete(before.imageKey).catch(() => undefined);
    return this.detail(id);
  }

  async remove(id: number): Promise<RemovalOutcome> {
    const product = await this.get(id);
    const outcome = await this.catalogue.run(() => this.store.removeProduct(id));
    if (outcome === 'deleted' && product.imageKey) await this.files.delete(product.imageKey).catch(() => undefined);
    return outcome;
  }

  /** Creates or changes one wholesaler's offer; a new price is logged with who set it. */
  async saveOffer(productId: number, wholesalerId: number, input: Input, adminId: number): Promise<ProductDetail> {
    await this.catalogue.run(async () => {
      const product = await this.get(productId);
      const offer = offerDraft(input, product.unit);
      if (!(await this.store.findWholesaler(wholesalerId))) throw new DomainError('wholesaler_not_found');
      const old = product.offers.find((o) => o.wholesalerId === wholesalerId) ?? null;
      await this.store.saveOffer(productId, wholesalerId, offer);
      if (!old || old.priceRappen !== offer.priceRappen || old.stock !== offer.stock) {
        await this.store.logPriceChange({ productId, wholesalerId, old, priceRappen: offer.priceRappen, stock: offer.stock, changedBy: adminId });
      }
    });
    return this.detail(productId);
  }

  async deleteOffer(productId: number, wholesalerId: number): Promise<ProductDetail> {
    await this.get(productId);
    await this.catalogue.run(() => this.store.deleteOffer(productId, wholesalerId));
    return this.detail(productId);
  }
}

function lowestWholesaler(product: ProductView): number | null {
  const best = lowestOffer(
    product.offers.map((o) => ({
      offerId: o.wholesalerId,
      wholesalerId: o.wholesalerId,
      priceRappen: o.priceRappen,
      stock: o.stock,
      active: o.active,
      wholesalerActive: o.wholesalerActive,
    })),
  );
  return best?.wholesalerId ?? null;
}
