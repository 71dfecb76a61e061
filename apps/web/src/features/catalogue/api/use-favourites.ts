import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addFavourite, getListFavouritesQueryKey, removeFavourite, useListFavourites, type FavouritesDto, type ProductSummaryDto } from '@mercato/api-client';
import { paths } from '../../../shared/config/paths';
import { useStoredUser } from '../../../shared/lib/stored-user';
import { useNotify } from '../../../shared/ui/notification/notification';

/** The favourites of whoever is signed in: one cache entry per user, none when signed out. */
const favouritesKey = (userId: number | undefined) => [...getListFavouritesQueryKey(), userId ?? 'signed-out'];

/** The signed-in user's favourite products (GET /api/v1/favourites); nothing is asked when signed out. */
export function useFavourites() {
  const user = useStoredUser();
  return useListFavourites({ query: { queryKey: favouritesKey(user?.id), enabled: Boolean(user), staleTime: 30 * 1000 } });
}

/** Whether a product carries the star, and the toggle (optimistic; a failure puts the star back and says so). */
export function useFavouriteToggle(product: ProductSummaryDto) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = useStoredUser();
  const client = useQueryClient();
  const favourites = useFavourites();
  const isFavourite = Boolean(favourites.data?.items.some((item) => item.id === product.id));

  const toggle = useCallback(async () => {
    if (!user) {
      notify({ kind: 'info', message: t('favourites.signIn'), action: { label: t('cart.notices.signInAction'), run: () => navigate(paths.auth) } });
      return;
    }
    const key = favouritesKey(user.id);
    const before = client.getQueryData<FavouritesDto>(key);
    const items = before?.items ?? [];
    client.setQueryData<FavouritesDto>(key, {
      success: true,
      items: isFavourite ? items.filter((item) => item.id !== product.id) : [product, ...items],
    });
    try {
      await (isFavourite ? removeFavourite(product.id) : addFavourite(product.id));
    } catch {
      client.setQueryData(key, before);
      notify({ kind: 'error', message: t('favourites.failed') });
    } finally {
      void client.invalidateQueries({ queryKey: key });
    }
  }, [user, client, isFavourite, product, notify, t, navigate]);

  return { isFavourite, toggle };
}
