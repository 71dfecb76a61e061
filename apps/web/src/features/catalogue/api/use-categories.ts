import { useGetAllCategories, type CategoryDto, type CategoryListDto } from '@mercato/api-client';

/** Categories change rarely; a visit reuses them for five minutes before asking again. */
const CATEGORIES_STALE_MS = 5 * 60 * 1000;

const selectCategories = (data: CategoryListDto): CategoryDto[] => data.categories ?? [];

/** The category grid of the home page (SPEC.md section 7: GET /api/category/get_all_categories.php). */
export function useCategories() {
  return useGetAllCategories({ query: { staleTime: CATEGORIES_STALE_MS, select: selectCategories } });
}
