import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../shared/ui/icons/ui-icons';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder/page-placeholder';

/** `/cart`: one cart for every wholesaler, coming soon. */
export function CartPage() {
  const { t } = useTranslation();
  return <PagePlaceholder visual={<CartIcon />} title={t('cart.title')} description={t('cart.text')} />;
}
