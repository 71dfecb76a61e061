import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeSectionPath, homeSections, paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { buttonClass } from '../button/button';
import { ArrowRightIcon, GridIcon, HomeIcon } from '../icons/ui-icons';
import './page-placeholder.css';

export interface PlaceholderAction {
  to: string;
  label: string;
  icon?: ReactNode;
}

interface PagePlaceholderProps {
  /** A pictogram, or richer media such as a category image. */
  visual: ReactNode;
  title: string;
  description: string;
  /** What will happen here and when; defaults to the shared "coming soon" text. */
  note?: string;
  /** Defaults to: browse the categories, back home. */
  primaryAction?: PlaceholderAction;
  secondaryAction?: PlaceholderAction;
  /** False for pages that are complete as they are (the 404 page). */
  comingSoon?: boolean;
  /** A short line above the title, e.g. "Error 404". */
  eyebrow?: string;
  /** Wider visual, e.g. an illustration instead of an icon. */
  wideVisual?: boolean;
}

/**
 * The one layout of pages whose real content comes later (and of the 404 page): what the page
 * is for, that it is on its way, and where to go meanwhile.
 */
export function PagePlaceholder({
  visual,
  title,
  description,
  note,
  primaryAction,
  secondaryAction,
  comingSoon = true,
  eyebrow,
  wideVisual = false,
}: PagePlaceholderProps) {
  const { t } = useTranslation();
  usePageTitle(title);

  const primary = primaryAction ?? {
    to: homeSectionPath(homeSections.categories),
    label: t('placeholder.actions.categories'),
    icon: <GridIcon size={18} />,
  };
  const secondary = secondaryAction ?? { to: paths.home, label: t('placeholder.actions.home'), icon: <HomeIcon size={18} /> };

  return (
    <section className="placeholder" aria-labelledby="placeholder-title">
      <div className="container">
        <div className="placeholder__card">
          <div className={wideVisual ? 'placeholder__visual placeholder__visual--wide' : 'placeholder__visual'}>{visual}</div>
          {comingSoon ? (
            <p className="placeholder__badge">
              <span className="placeholder__badge-dot" aria-hidden="true" />
              {t('placeholder.badge')}
            </p>
          ) : null}
          {eyebrow ? <p className="placeholder__eyebrow">{eyebrow}</p> : null}
          <h1 id="placeholder-title" className="placeholder__title">
            {title}
          </h1>
          <p className="placeholder__description">{description}</p>
          {note !== '' ? <p className="placeholder__note">{note ?? t('placeholder.note')}</p> : null}
          <div className="placeholder__actions">
            <Link to={primary.to} className={buttonClass('primary', 'lg')}>
              {primary.icon}
              {primary.label}
              {primary.icon ? null : <ArrowRightIcon size={18} />}
            </Link>
            <Link to={secondary.to} className={buttonClass('secondary', 'lg')}>
              {secondary.icon}
              {secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
