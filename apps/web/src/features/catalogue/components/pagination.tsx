import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../shared/ui/icons/ui-icons';

interface PaginationProps {
  page: number;
  pages: number;
  /** The link of a page, keeping the rest of the query (filter, search). */
  hrefOf: (page: number) => string;
}

/** The pages to offer: first, last, and the current one with its neighbours; gaps as null. */
export function visiblePages(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) result.push(p - previous === 2 ? p - 1 : null);
    result.push(p);
  }
  return result;
}

/** Page links that live in the URL (`?page=2`), so a reload or a shared link shows the same page. */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('catalogue.pagination.label')}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefOf(page - 1)} rel="prev">
          <ArrowLeftIcon size={18} />
          <span>{t('catalogue.pagination.previous')}</span>
        </Link>
      ) : (
        <span className="pagination__step is-disabled" aria-hidden="true">
          <ArrowLeftIcon size={18} />
          <span>{t('catalogue.pagination.previous')}</span>
        </span>
      )}
      <ol className="pagination__pages">
        {visiblePages(page, pages).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className={p === page ? 'pagination__page is-current' : 'pagination__page'}
                to={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('catalogue.pagination.page', { page: p, pages })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link className="pagination__step" to={hrefOf(page + 1)} rel="next">
          <span>{t('catalogue.pagination.next')}</span>
          <ArrowRightIcon size={18} />
        </Link>
      ) : (
        <span className="pagination__step is-disabled" aria-hidden="true">
          <span>{t('catalogue.pagination.next')}</span>
          <ArrowRightIcon size={18} />
        </span>
      )}
    </nav>
  );
}
