import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button/button';
import { AlertIcon, GridIcon, RefreshIcon } from '../../../shared/ui/icons/ui-icons';
import { useCategories } from '../api/use-categories';
import { CategoryCard } from './category-card';
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

function CategoryGridNotice({ kind, onRetry, retrying }: { kind: 'error' | 'empty'; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`grid-notice grid-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="grid-notice__icon">{kind === 'error' ? <AlertIcon size={28} /> : <GridIcon size={28} />}</span>
      <div className="grid-notice__text">
        <p className="grid-notice__title">{t(`catalogue.grid.${kind}.title`)}</p>
        <p>{t(`catalogue.grid.${kind}.text`)}</p>
      </div>
      {onRetry ? (
        <button type="button" className={buttonClass('secondary')} onClick={onRetry} disabled={retrying}>
          <RefreshIcon size={18} />
          {retrying ? t('catalogue.grid.error.retrying') : t('catalogue.grid.error.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** The categories from the server: skeleton while loading, a retry on failure, a note when empty. */
export function CategoryGrid() {
  const { data, isPending, isError, isFetching, refetch } = useCategories();

  if (isPending) return <CategoryGridSkeleton />;
  if (isError) return <CategoryGridNotice kind="error" onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) return <CategoryGridNotice kind="empty" />;

  return (
    <ul className="category-grid">
      {data.map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </ul>
  );
}
