import type { CartItemDto, CategoryDetailDto, ProductPageDto, ProductSummaryDto } from '@mercato/api-client';

/** Catalogue and cart data for the shop's component tests. */
export function aProduct(overrides: Partial<ProductSummaryDto> = {}): ProductSummaryDto {
  return {
    id: 12,
    slug: 'gruyere-aop',
    category_slug: 'produits-laitiers-oeufs',
    subcategory_slug: 'fromages',
    name_fr: 'Gruyère AOP',
    name_de: 'Greyerzer AOP',
    name_it: 'Gruviera DOP',
    short_description_fr: 'Meule entamée, 10 mois',
    short_description_de: 'Angeschnittener Laib, 10 Monate',
    short_description_it: 'Forma iniziata, 10 mesi',
    pack_description_fr: '',
    pack_description_de: '',
    pack_description_it: '',
    image_url: null,
    unit: 'kg',
    vat_rate: 2.6,
    price: 12.5,
    stock: 40,
    available: true,
    offer_count: 3,
    ...overrides,
  };
}

export function aCategoryDetail(overrides: Partial<CategoryDetailDto> = {}): CategoryDetailDto {
  return {
    id: 3,
    slug: 'produits-laitiers-oeufs',
    name_fr: 'Produits laitiers et œufs',
    name_de: 'Milchprodukte und Eier',
    name_it: 'Latticini e uova',
    description_fr: 'Fromages suisses AOP, lait, crème.',
    description_de: 'Schweizer AOP-Käse, Milch, Rahm.',
    description_it: 'Formaggi svizzeri DOP, latte, panna.',
    image_url: '/media/catalogue/produits-laitiers-oeufs.svg',
    subcategories: [
      { id: 7, slug: 'fromages', name_fr: 'Fromages', name_de: 'Käse', name_it: 'Formaggi' },
      { id: 8, slug: 'lait-creme-beurre', name_fr: 'Lait, crème et beurre', name_de: 'Milch, Rahm und Butter', name_it: 'Latte, panna e burro' },
    ],
    ...overrides,
  };
}

export const categoryAnswer = (category: CategoryDetailDto) => ({ status: 200, body: { success: true, category } });

export function productPage(items: ProductSummaryDto[], { page = 1, total = items.length, limit = 12 } = {}): { status: number; body: ProductPageDto } {
  return { status: 200, body: { success: true, items, page, limit, total, pages: Math.ceil(total / limit) } };
}

export function aServerCartItem(overrides: Partial<CartItemDto> = {}): CartItemDto {
  return {
    product_id: 12,
    slug: 'gruyere-aop',
    name_fr: 'Gruyère AOP',
    name_de: 'Greyerzer AOP',
    name_it: 'Gruviera DOP',
    price: 12.5,
    quantity: 2,
    image: null,
    short_description_fr: 'Meule entamée, 10 mois',
    pack_description_fr: '',
    pack_description_de: '',
    pack_description_it: '',
    unit: 'kg',
    vat_rate: 2.6,
    stock: 40,
    available: true,
    ...overrides,
  };
}

/** A verified restaurant user as the browser keeps it after sign-in. */
export const verifiedUser = { id: 7, email: 'chef@bistro.ch', firstName: 'Anna', promoCode: 'BISTRO-2026', is_full_account: 1 as const };
