import { rappenToChf } from '@mercato/contracts';
import type { CategoryView, PriceChangeView, ProductView, SubcategoryView, WholesalerView } from '../../../application/admin/catalogue-admin-store.port.js';
import type { ProductDetail } from '../../../application/admin/manage-products.service.js';
import type { AcceptedLine, PriceListPlan } from '../../../domain/price-list.js';
import type { CategoryAdminDto, PriceChangeDto, PriceListLineDto, PriceListPreviewResponse, ProductAdminDto, SubcategoryAdminDto, WholesalerAdminDto } from './admin-catalogue.dto.js';

const media = (key: string | null) => (key ? `/media/${key}` : null);

export function presentCategory(c: CategoryView): CategoryAdminDto {
  return {
    id: c.id,
    slug: c.slug,
    name_fr: c.name.fr,
    name_de: c.name.de,
    name_it: c.name.it,
    description_fr: c.description.fr,
    description_de: c.description.de,
    description_it: c.description.it,
    image_url: media(c.imageKey),
    subcategory_count: c.subcategoryCount,
    product_count: c.productCount,
  };
}

export function presentSubcategory(s: SubcategoryView): SubcategoryAdminDto {
  return { id: s.id, category_id: s.categoryId, category_name: s.categoryName.fr, category_name_fr: s.categoryName.fr, category_name_de: s.categoryName.de, category_name_it: s.categoryName.it, slug: s.slug, name_fr: s.name.fr, name_de: s.name.de, name_it: s.name.it, product_count: s.productCount };
}

export function presentProduct(p: ProductView, lowestWholesalerId: number | null): ProductAdminDto {
  const lowest = p.offers.find((o) => o.wholesalerId === lowestWholesalerId);
  return {
    id: p.id,
    subcategory_id: p.subcategoryId,
    category_id: p.categoryId,
    slug: p.slug,
    name_fr: p.name.fr,
    name_de: p.name.de,
    name_it: p.name.it,
    short_description_fr: p.shortDescription.fr,
    short_description_de: p.shortDescription.de,
    short_description_it: p.shortDescription.it,
    description_fr: p.description.fr,
    description_de: p.description.de,
    description_it: p.description.it,
    pack_description_fr: p.packDescription.fr,
    pack_description_de: p.packDescription.de,
    pack_description_it: p.packDescription.it,
    image_url: media(p.imageKey),
    unit: p.unit,
    vat_rate: p.vatRateBasisPoints / 100,
    active: p.active,
    lowest_price: lowest ? rappenToChf(lowest.priceRappen) : null,
    offers: p.offers.map((o) => ({
      wholesaler_id: o.wholesalerId,
      wholesaler_name: o.wholesalerName,
      wholesaler_active: o.wholesalerActive,
      price: rappenToChf(o.priceRappen),
      stock: o.stock,
      active: o.active,
      lowest: o.wholesalerId === lowestWholesalerId,
      updated_at: o.updatedAt.toISOString(),
    })),
  };
}

export function presentPriceChange(c: PriceChangeView): PriceChangeDto {
  return {
    wholesaler_id: c.wholesalerId,
    wholesaler_name: c.wholesalerName,
    old_price: c.oldPriceRappen === null ? null : rappenToChf(c.oldPriceRappen),
    new_price: rappenToChf(c.newPriceRappen),
    old_stock: c.oldStock,
    new_stock: c.newStock,
    source: c.source,
    changed_by: c.changedBy,
    changed_at: c.changedAt.toISOString(),
  };
}

export function presentProductDetail(d: ProductDetail) {
  return { success: true, product: presentProduct(d.product, d.lowestWholesalerId), price_log: d.priceLog.map(presentPriceChange) };
}

export function presentWholesaler(w: WholesalerView): WholesalerAdminDto {
  return {
    id: w.id,
    name: w.name,
    order_email: w.orderEmail,
    language: w.language,
    active: w.active,
    offer_count: w.offerCount,
    min_order_value: rappenToChf(w.minOrderRappen),
    delivery_fee: w.deliveryFeeRappen === null ? null : rappenToChf(w.deliveryFeeRappen),
    delivery_days: [...w.deliveryDays],
    cutoff: w.cutoff,
    lead_days: w.leadDays,
    postcodes: w.postcodes,
  };
}

function presentLine(l: AcceptedLine): PriceListLineDto {
  return {
    line: l.line,
    product_id: l.productId,
    product_slug: l.slug,
    product_name_fr: l.names.fr,
    product_name_de: l.names.de,
    product_name_it: l.names.it,
    old_price: l.current ? rappenToChf(l.current.priceRappen) : null,
    new_price: rappenToChf(l.priceRappen),
    old_stock: l.current ? l.current.stock : null,
    new_stock: l.stock,
  };
}

export function presentPlan(plan: PriceListPlan): PriceListPreviewResponse {
  return {
    success: true,
    changes: plan.changes.map(presentLine),
    created: plan.created.map(presentLine),
    unchanged: plan.unchanged,
    refused: plan.refused.map((r) => ({ line: r.line, product: r.product, reason: r.reason })),
  };
}
