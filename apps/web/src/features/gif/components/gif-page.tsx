import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeSectionPath, homeSections } from '../../../shared/config/paths';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { buttonClass } from '../../../shared/ui/button/button';
import { ArrowRightIcon } from '../../../shared/ui/icons/ui-icons';
import './gif-page.css';

const ROUTES = [
  { y: 60, colour: '#c2603a' },
  { y: 160, colour: '#7a8b3a' },
  { y: 260, colour: '#d9a22a' },
];

const path = (y: number) => `M170 160 C 240 160, 250 ${y}, 330 ${y}`;

/** An order that splits itself, looping; still for visitors who ask for less motion. */
function SplitAnimation() {
  return (
    <svg className="gif-animation" viewBox="0 0 480 320" role="presentation" aria-hidden="true" focusable="false">
      {ROUTES.map(({ y }) => (
        <path key={`route-${y}`} d={path(y)} className="gif-animation__route" />
      ))}
      <rect x="30" y="90" width="140" height="140" rx="22" className="gif-animation__cart" />
      <path d="M66 140h8l8 38a4 4 0 0 0 4 3h32a4 4 0 0 0 4-3l6-26H80" className="gif-animation__cart-icon" />
      <circle cx="90" cy="196" r="5" className="gif-animation__cart-wheel" />
      <circle cx="116" cy="196" r="5" className="gif-animation__cart-wheel" />
      {ROUTES.map(({ y, colour }, index) => (
        <g key={`tile-${y}`}>
          <circle r="8" fill={colour} className={`gif-animation__parcel gif-animation__parcel--${index + 1}`} style={{ offsetPath: `path('${path(y)}')` }} />
          <rect x="330" y={y - 30} width="120" height="60" rx="16" className="gif-animation__tile" />
          <rect x="344" y={y - 16} width="32" height="32" rx="9" fill={colour} />
          <rect x="386" y={y - 10} width="50" height="7" rx="3.5" className="gif-animation__line" />
          <rect x="386" y={y + 4} width="32" height="6" rx="3" className="gif-animation__line gif-animation__line--soft" />
        </g>
      ))}
    </svg>
  );
}

/** `/gif`: SPEC.md leaves its content open; a short animated picture of what Mercato does. */
export function GifPage() {
  const { t } = useTranslation();
  usePageTitle(t('gif.title'));
  return (
    <section className="section gif-page" aria-labelledby="gif-title">
      <div className="container gif-page__layout">
        <div className="gif-page__text">
          <h1 id="gif-title" className="gif-page__title">
            {t('gif.title')}
          </h1>
          <p className="gif-page__lead">{t('gif.text')}</p>
          <ol className="gif-page__steps">
            {(['cart', 'compare', 'split'] as const).map((step) => (
              <li key={step}>{t(`gif.steps.${step}`)}</li>
            ))}
          </ol>
          <Link to={homeSectionPath(homeSections.categories)} className={buttonClass('primary', 'lg')}>
            {t('gif.cta')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <div className="gif-page__stage">
          <SplitAnimation />
        </div>
      </div>
    </section>
  );
}
