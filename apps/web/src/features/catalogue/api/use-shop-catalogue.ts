import { keepPreviousData } from '@tanstack/react-query';
import { ApiError, useGetCategory, useGetProductBySlug, useListProducts, type CategoryResponseDto, type ListProductsParams, type ProductResponseDto } from '@mercato/api-client';

/** Products per page of a category or a search: four rows of three, three of four. */
export const PRODUCTS_PER_PAGE = 12;

const CATALOGUE_STALE_MS = 60 * 1000;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

const selectCategory = (data: CategoryResponseDto) => data.category;

/** A category with its subcategories (GET /api/v1/categories/{slug}); `notFound` for an unknown slug. */
export function useCategoryDetail(slug: string) {
  const query = useGetCategory(slug, {
    query: {
      staleTime: CATALOGUE_STALE_MS,
      select: selectCategory,
      // An unknown slug stays unknown: no second try.
      retry: (failures, error) => !isNotFound(error) && failures < 1,
    },
  });
  return { ...query, notFound: isNotFound(query.error) };
}

/**
 * One page of products with their lowest price (GET /api/v1/products); while the next page
 * loads, the current one stays on screen.
 */
export function useProductPage(params: ListProductsParams, enabled = true) {
  return useListProducts(
    { limit: PRODUCTS_PER_PAGE, ...params },
    { query: { enabled, staleTime: CATALOGUE_STALE_MS, placeholderData: keepPreviousData } },
  );
}

const selectProduct = (data: ProductResponseDto) => data.product;

/** The product page's product (GET /api/v1/products/by-slug/{slug}); `notFound` when the server says 404. */
export function useProductDetail(slug: string) {
  const query = useGetProductBySlug(slug, {
    query: {
      staleTime: CATALOGUE_STALE_MS,
      select: selectProduct,
      retry: (failures, error) => !isNotFound(error) && failures < 1,
    },
  });
  return { ...query, notFound: isNotFound(query.error) };
}
