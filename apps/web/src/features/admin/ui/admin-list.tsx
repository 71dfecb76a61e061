import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../shared/ui/button/button';

export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  readonly className?: string;
}

interface AdminListProps<T> {
  title: string;
  addTo?: string;
  addLabel?: string;
  /** What the list's search finds, as its placeholder and name (not the header's product search's words). */
  searchLabel: string;
  search: string;
  onSearch: (q: string) => void;
  loading: boolean;
  rows: readonly T[];
  rowKey: (row: T) => number;
  rowLink: (row: T) => string;
  columns: ReadonlyArray<Column<T>>;
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
  filters?: ReactNode;
}

/** A management list: search, a table whose rows open the edit form, and paging. */
export function AdminList<T>({ title, addTo, addLabel, searchLabel, search, onSearch, loading, rows, rowKey, rowLink, columns, page, pages, total, onPage, filters }: AdminListProps<T>) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text !== search) onSearch(text);
    }, 300);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <section className="admin-panel" aria-labelledby="admin-list-title">
      <div className="admin-panel__head">
        <h1 id="admin-list-title" className="admin-panel__title">
          {title}
        </h1>
        {addTo ? (
          <Link to={addTo} className={buttonClass('primary')}>
            {addLabel}
          </Link>
        ) : null}
      </div>
      <div className="admin-list__tools">
        <input
          type="search"
          className="field__input admin-list__search"
          placeholder={searchLabel}
          aria-label={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {filters}
        <span className="admin-list__total">{t('admin.common.total', { count: total })}</span>
      </div>
      <div className="admin-table__wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, index) => (
                  <td key={c.header} className={c.className} data-label={c.header}>
                    {index === 0 ? <Link to={rowLink(row)}>{c.cell(row)}</Link> : c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {!loading && rows.length === 0 ? <p className="admin-list__empty">{t('admin.common.empty')}</p> : null}
        {loading ? <p className="admin-list__empty">{t('admin.common.loading')}</p> : null}
      </div>
      {pages > 1 ? (
        <nav className="admin-pager" aria-label={t('admin.common.pages')}>
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('admin.common.previous')}
          </button>
          <span>{t('admin.common.pageOf', { page, pages })}</span>
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('admin.common.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

/** Search text and page of a list, the page reset when the search changes. */
export function useListState() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  return {
    q,
    page,
    setPage,
    setSearch: (text: string) => {
      setQ(text);
      setPage(1);
    },
    params: { ...(q.trim() ? { q: q.trim() } : {}), page, limit: 20 },
  };
}

/** What a list page passes to `AdminList` from its list state and its paged query. */
export function listBinding<T>(
  list: ReturnType<typeof useListState>,
  query: { data?: { items: T[]; pages: number; total: number } | undefined; isPending: boolean },
) {
  return {
    search: list.q,
    onSearch: list.setSearch,
    page: list.page,
    onPage: list.setPage,
    loading: query.isPending,
    rows: query.data?.items ?? [],
    pages: query.data?.pages ?? 1,
    total: query.data?.total ?? 0,
  };
}

export function Badge({ tone, children }: { tone: 'ok' | 'off' | 'info'; children: ReactNode }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
