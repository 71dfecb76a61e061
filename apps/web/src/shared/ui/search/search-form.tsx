import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SearchIcon } from '../icons/shop-icons';
import './search-form.css';

/** The API accepts up to 100 characters of search. */
const MAX_QUERY_LENGTH = 100;

export const SEARCH_PARAM = 'q';

export function searchHref(query: string): string {
  return `${paths.search}?${new URLSearchParams({ [SEARCH_PARAM]: query }).toString()}`;
}

interface SearchFormProps {
  /** The words already searched (the results page shows them again; give a `key` to reset). */
  initialQuery?: string;
  variant?: 'header' | 'page';
  autoFocus?: boolean;
  /** Called after a search was started (the phone header closes its search row). */
  onSearch?: () => void;
  /** Name of the search landmark; two on one page need different names. */
  label?: string;
  /** A short placeholder, for the field inline in the desktop header (its full label stays for screen readers). */
  compact?: boolean;
}

/** A product search by name in the interface language; opens `/search?q=…`. */
export function SearchForm({ initialQuery = '', variant = 'header', autoFocus = false, onSearch, label, compact = false }: SearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = query.trim();
    if (!words) return;
    navigate(searchHref(words));
    onSearch?.();
  };

  return (
    <form className={`search-form search-form--${variant}`} role="search" onSubmit={onSubmit} aria-label={label ?? t('search.label')}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.field')}
      </label>
      <SearchIcon size={20} className="search-form__icon" />
      <input
        id={id}
        className="search-form__input"
        type="search"
        name={SEARCH_PARAM}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t(compact ? 'search.placeholderShort' : 'search.placeholder')}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
      />
      <button type="submit" className="search-form__submit">
        {variant === 'page' ? t('search.submit') : <span className="visually-hidden">{t('search.submit')}</span>}
        {variant === 'page' ? null : <SearchIcon size={18} />}
      </button>
    </form>
  );
}
