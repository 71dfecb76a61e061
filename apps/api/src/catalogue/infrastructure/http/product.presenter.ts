import { rappenToChf } from '@mercato/contracts';
import { isSellable } from '../../domain/offer.js';
import type { Product } from '../../domain/product.js';
import type { ProductDetailDto, ProductSummaryDto } from './product.dto.js';

export function presentProductSummary(product: Product): ProductSummaryDto {
  const p = product.props;
  const best = product.bestOffer;
  return {
    id: p.id,
    slug: p.slug,
    category_slug: p.categorySlug,
    subcategory_slug: p.subcategorySlug,
    name_fr: p.name.fr,
    name_de: p.name.de,
    name_it: p.name.it,
    short_description_fr: p.shortDescription.fr,
    short_description_de: p.shortDescription.de,
    short_description_it: p.shortDescription.it,
    pack_description_fr: p.packDescription.fr,
    pack_description_de: p.packDescription.de,
    pack_description_it: p.packDescription.it,
    image_url: p.imageKey ? `/media/${p.imageKey}` : null,
    unit: p.unit,
    vat_rate: p.vatRateBasisPoints / 100,
    price: best ? rappenToChf(best.priceRappen) : null,
    stock: best ? best.stock : null,
    available: best !== null,
    offer_count: product.offers.filter(isSellable).length,
  };
}

export function presentProductDetail(product: Product): ProductDetailDto {
  const { description } = product.props;
  const range = product.priceRange;
  return {
    ...presentProductSummary(product),
    category_name_fr: product.props.categoryName.fr,
    category_name_de: product.props.categoryName.de,
    category_name_it: product.props.categoryName.it,
    description_fr: description.fr,
    description_de: description.de,
    description_it: description.it,
    highest_price: range ? rappenToChf(range.highest) : null,
  };
}
