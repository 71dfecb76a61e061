import { useTranslation } from 'react-i18next';
import { GridIcon } from '../../../shared/ui/icons/ui-icons';
import { useCategories } from '../api/use-categories';
import { CategoryCard } from './category-card';
import { ListingNotice } from './product-grid';
import './catalogue.css';

const SKELETON_CARDS = 8;

function CategoryGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('catalogue.grid.loading')}
      </p>
      <ul className="category-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="category-card category-card--skeleton" data-testid="category-skeleton">
            <div className="category-card__media skeleton" />
            <div className="category-card__body">
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The categories from the server: skeleton while loading, a retry on failure, a note when empty. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = useCategories();

  if (isPending) return <CategoryGridSkeleton />;
  if (isError) return <ListingNotice kind="error" title={t('catalogue.grid.error.title')} text={t('catalogue.grid.error.text')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) return <ListingNotice kind="empty" title={t('catalogue.grid.empty.title')} text={t('catalogue.grid.empty.text')} emptyIcon={<GridIcon size={28} />} />;

  return (
    <ul className="category-grid">
      {data.map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </ul>
  );
}
