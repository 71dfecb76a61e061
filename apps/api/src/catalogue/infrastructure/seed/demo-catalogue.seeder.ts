import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { FileStore } from '../../../platform/files/file-store.port.js';
import { contentTypeOf } from '../../../platform/files/local-disk.file-store.js';
import { wholesalerDraft } from '../../domain/catalogue-drafts.js';
import { DEMO_CATALOGUE_DIR, loadDemoCatalogue, priceRappen, vatBasisPoints, type DemoCatalogue } from './demo-catalogue.js';

/** Arbitrary key of the advisory lock that keeps two starting instances from seeding twice. */
const SEED_LOCK_KEY = 7_316_403;

/** `SEED_DEMO`: loads the demo catalogue into an empty database, once. */
@Injectable()
export class DemoCatalogueSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoCatalogue');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
    private readonly files: FileStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo) await this.seed();
  }

  /** Returns false when the catalogue already had categories (nothing is touched then). */
  async seed(dir = DEMO_CATALOGUE_DIR): Promise<boolean> {
    const catalogue = loadDemoCatalogue(dir);
    const seeded = await this.uow.run(async () => {
      const manager = this.uow.manager();
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM category');
      if (count > 0) return false;
      await this.insert(manager, catalogue);
      return true;
    });
    if (seeded) {
      await this.storeImages(catalogue, dir);
      this.logger.log(`Loaded the demo catalogue: ${catalogue.categories.length} categories`);
    }
    return seeded;
  }

  private async storeImages(catalogue: DemoCatalogue, dir: string): Promise<void> {
    for (const category of catalogue.categories) {
      const key = imageKey(category.slug, category.image);
      await this.files.put(key, readFileSync(join(dir, 'images', category.image)), contentTypeOf(key));
    }
    // Products of one kind share a drawing: each file is stored once.
    const productImages = new Set(catalogue.categories.flatMap((c) => c.subcategories.flatMap((s) => s.products.flatMap((p) => (p.image ? [p.image] : [])))));
    for (const image of productImages) {
      const key = productImageKey(image);
      await this.files.put(key, readFileSync(join(dir, 'images', image)), contentTypeOf(key));
    }
  }

  private async insert(manager: EntityManager, catalogue: DemoCatalogue): Promise<void> {
    const wholesalerIds = new Map<string, number>();
    for (const w of catalogue.wholesalers) {
      // The admin form's rules read the terms, so the demo holds only terms staff could type.
      const d = wholesalerDraft({ ...w });
      const [row] = await manager.query(
        `INSERT INTO wholesaler (name, order_email, language, min_order_rappen, delivery_fee_rappen, delivery_days, cutoff, lead_days, postcodes)
         VALUES ($1, $2, $3, $4, $5, $6::smallint[], $7, $8, $9) RETURNING id`,
        [d.name, d.orderEmail, d.language, d.minOrderRappen, d.deliveryFeeRappen, `{${d.deliveryDays.join(',')}}`, d.cutoff, d.leadDays, d.postcodes],
      );
      wholesalerIds.set(w.key, row.id);
    }
    for (const [position, c] of catalogue.categories.entries()) {
      const [category] = await manager.query(
        `INSERT INTO category (slug, name_fr, name_de, name_it, description_fr, description_de, description_it, image_key, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [c.slug, c.name.fr, c.name.de, c.name.it, c.description.fr, c.description.de, c.description.it, imageKey(c.slug, c.image), position],
      );
      for (const [subPosition, s] of c.subcategories.entries()) {
        const [subcategory] = await manager.query(
          `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it, position)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [category.id, s.slug, s.name.fr, s.name.de, s.name.it, subPosition],
        );
        for (const p of s.products) {
          const [product] = await manager.query(
            `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it,
               short_description_fr, short_description_de, short_description_it,
               description_fr, description_de, description_it, unit, vat_rate_basis_points,
               pack_description_fr, pack_description_de, pack_description_it, image_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
            [
              subcategory.id, p.slug, p.name.fr, p.name.de, p.name.it,
              p.short_description.fr, p.short_description.de, p.short_description.it,
              p.description.fr, p.description.de, p.description.it, p.unit, vatBasisPoints(p.vat_rate),
              p.pack_description?.fr ?? '', p.pack_description?.de ?? '', p.pack_description?.it ?? '',
              p.image ? productImageKey(p.image) : null,
            ],
          );
          for (const o of p.offers) {
            const wholesalerId = wholesalerIds.get(o.wholesaler);
            if (wholesalerId === undefined) throw new Error(`Demo offer of ${p.slug} names unknown wholesaler ${o.wholesaler}`);
            await manager.query(
              'INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock, active) VALUES ($1, $2, $3, $4, $5)',
              [product.id, wholesalerId, priceRappen(o.price), o.stock, o.active ?? true],
            );
          }
        }
      }
    }
  }
}

function imageKey(slug: string, file: string): string {
  return `catalogue/${slug}${extname(file).toLowerCase()}`;
}

/** `products/boeuf.svg` -> `catalogue/products/boeuf.svg`. */
function productImageKey(file: string): string {
  return `catalogue/${file.toLowerCase()}`;
}
