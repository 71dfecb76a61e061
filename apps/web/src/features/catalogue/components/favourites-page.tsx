import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeSectionPath, homeSections, paths } from '../../../shared/config/paths';
import { useStoredUser } from '../../../shared/lib/stored-user';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { buttonClass } from '../../../shared/ui/button/button';
import { StarIcon } from '../../../shared/ui/icons/shop-icons';
import { useFavourites } from '../api/use-favourites';
import type { ProductAction } from './product-card';
import { ListingNotice, ProductGrid, ProductGridSkeleton } from './product-grid';
import './shop.css';

function FavouriteList({ action }: { action?: ProductAction }) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  if (favourites.isPending) return <ProductGridSkeleton />;
  if (favourites.isError) {
    return (
      <ListingNotice
        kind="error"
        title={t('favourites.error.title')}
        text={t('favourites.error.text')}
        onRetry={() => void favourites.refetch()}
        retrying={favourites.isFetching}
      />
    );
  }
  const { items } = favourites.data;
  if (items.length === 0) {
    return (
      <ListingNotice kind="empty" title={t('favourites.empty.title')} text={t('favourites.empty.text')} emptyIcon={<StarIcon size={28} />}>
        <Link className={buttonClass('secondary')} to={homeSectionPath(homeSections.categories)}>
          {t('favourites.empty.action')}
        </Link>
      </ListingNotice>
    );
  }
  return (
    <>
      <div className="listing-meta">
        <p role="status">{t('favourites.count', { count: items.length })}</p>
        <p className="listing-meta__note">{t('catalogue.products.priceNote')}</p>
      </div>
      <ProductGrid products={items} action={action} label={t('favourites.title')} />
    </>
  );
}

/** `/favourites`: the signed-in user's starred products, each with its lowest price now and the cart's button. */
export function FavouritesPage({ productAction }: { productAction?: ProductAction }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  usePageTitle(t('favourites.title'));
  return (
    <div className="shop-page">
      <header className="shop-hero">
        <div className="container shop-hero__inner">
          <h1 className="shop-hero__title">{t('favourites.title')}</h1>
          <p className="shop-hero__lead">{t('favourites.lead')}</p>
        </div>
      </header>
      <div className="container shop-page__body">
        {user ? (
          <FavouriteList action={productAction} />
        ) : (
          <ListingNotice kind="empty" title={t('favourites.signIn')} text="" emptyIcon={<StarIcon size={28} />}>
            <Link className={buttonClass('teal')} to={paths.auth}>
              {t('cart.notices.signInAction')}
            </Link>
          </ListingNotice>
        )}
      </div>
    </div>
  );
}
