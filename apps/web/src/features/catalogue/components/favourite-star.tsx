import { useTranslation } from 'react-i18next';
import type { ProductSummaryDto } from '@mercato/api-client';
import { pickLocalized } from '@mercato/contracts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { StarIcon } from '../../../shared/ui/icons/shop-icons';
import { useFavouriteToggle } from '../api/use-favourites';

/**
 * The favourite star of a product: a toggle button whose name stays "Favourite: <product>"
 * while `aria-pressed` says whether it is on (the tooltip says what a press does).
 */
export function FavouriteStar({ product, className = '' }: { product: ProductSummaryDto; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isFavourite, toggle } = useFavouriteToggle(product);
  const name = pickLocalized(product, 'name', language);
  return (
    <button
      type="button"
      className={`favourite-star${isFavourite ? ' is-on' : ''} ${className}`.trim()}
      aria-pressed={isFavourite}
      aria-label={t('favourites.star.label', { name })}
      title={t(isFavourite ? 'favourites.star.remove' : 'favourites.star.add')}
      onClick={() => void toggle()}
    >
      <StarIcon size={22} filled={isFavourite} />
    </button>
  );
}
