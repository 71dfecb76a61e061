import { useAdminDeleteOffer, useAdminListWholesalers, useAdminSaveOffer, type PriceChangeDto, type ProductAdminDto } from '@mercato/api-client';
import { formatChf } from '@mercato/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { buttonClass } from '../../../shared/ui/button/button';
import { useNotify } from '../../../shared/ui/notification/notification';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { formFailure } from '../api/form-failure';
import { Badge } from '../ui/admin-list';
import { readDecimal } from '../ui/use-admin-form';
import { useDateTime } from '../lib/use-date-time';

/**
 * One row per wholesaler (in the wholesalers' order, which a save does not change): its price and
 * stock for this product. The lowest offer that can be delivered is marked; an offer without
 * stock says so, as it may be cheaper than the marked one.
 */
export function OfferEditor({ product }: { product: ProductAdminDto }) {
  const { t } = useTranslation();
  const wholesalers = useAdminListWholesalers({ limit: 100 });
  const rows = (wholesalers.data?.items ?? []).map((w) => ({ wholesaler: w, offer: product.offers.find((o) => o.wholesaler_id === w.id) ?? null }));
  return (
    <section className="admin-subpanel" aria-labelledby="admin-offers-title">
      <h2 id="admin-offers-title" className="admin-subpanel__title">
        {t('admin.products.offers')}
      </h2>
      <p className="admin-note">
        {product.lowest_price === null ? t('admin.products.noLowest') : t('admin.products.lowest', { price: formatChf(product.lowest_price) })}
      </p>
      <div className="admin-offers">
        {rows.map(({ wholesaler, offer }) => (
          <OfferRow
            key={wholesaler.id}
            productId={product.id}
            unit={product.unit}
            wholesalerId={wholesaler.id}
            wholesalerName={wholesaler.name}
            offer={offer}
          />
        ))}
      </div>
    </section>
  );
}

function OfferRow({
  productId,
  unit,
  wholesalerId,
  wholesalerName,
  offer,
}: {
  productId: number;
  unit: 'kg' | 'piece';
  wholesalerId: number;
  wholesalerName: string;
  offer: ProductAdminDto['offers'][number] | null;
}) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const refresh = useAdminRefresh();
  const notify = useNotify();
  const save = useAdminSaveOffer();
  const remove = useAdminDeleteOffer();
  const [price, setPrice] = useState(offer ? offer.price.toFixed(2) : '');
  const [stock, setStock] = useState(offer ? String(offer.stock) : '');
  const [active, setActive] = useState(offer?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The row stays mounted across saves (no jump, focus kept); it takes the stored values when they change.
  const storedPrice = offer ? offer.price.toFixed(2) : '';
  const storedStock = offer ? String(offer.stock) : '';
  const storedActive = offer?.active ?? true;
  const stored = `${storedPrice}|${storedStock}|${storedActive}`;
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setPrice(storedPrice);
    setStock(storedStock);
    setActive(storedActive);
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    const local: Record<string, string> = {};
    const priceValue = readDecimal(price);
    const stockValue = readDecimal(stock);
    if (!(priceValue > 0) || Math.round(priceValue * 100) !== Number((priceValue * 100).toFixed(6))) local['price'] = 'invalid_price';
    if (!(stockValue >= 0)) local['stock'] = 'invalid_stock';
    else if (unit === 'piece' && !Number.isInteger(stockValue)) local['stock'] = 'fractional_stock';
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    try {
      await save.mutateAsync({ id: productId, wholesalerId, data: { price: priceValue, stock: stockValue, active } });
      await refresh();
      notify({ kind: 'success', message: t('admin.products.offerSaved', { wholesaler: wholesalerName }) });
    } catch (error) {
      const failure = formFailure(error);
      setErrors(Object.keys(failure.fields).length ? failure.fields : { form: failure.code ?? 'server_error' });
    }
  };

  const onRemove = async () => {
    await remove.mutateAsync({ id: productId, wholesalerId });
    await refresh();
  };

  const error = errors['price'] ?? errors['stock'] ?? errors['form'];
  return (
    <form className={offer?.lowest ? 'admin-offer is-lowest' : 'admin-offer'} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={wholesalerName}>
      <div className="admin-offer__who">
        <strong>{wholesalerName}</strong>
        {offer?.lowest ? <Badge tone="ok">{t('admin.products.lowestBadge')}</Badge> : null}
        {offer && offer.active && offer.stock === 0 ? <Badge tone="off">{t('admin.products.outOfStock')}</Badge> : null}
        {offer && !offer.wholesaler_active ? <Badge tone="off">{t('admin.common.inactive')}</Badge> : null}
      </div>
      <label className="admin-offer__field">
        <span>{t('admin.fields.priceChf')}</span>
        <input className="field__input" name="price" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} aria-invalid={errors['price'] ? true : undefined} />
      </label>
      <label className="admin-offer__field">
        <span>{t('admin.fields.stock')}</span>
        <input className="field__input" name="stock" inputMode="decimal" value={stock} onChange={(e) => setStock(e.target.value)} aria-invalid={errors['stock'] ? true : undefined} />
      </label>
      <label className="admin-checkbox admin-offer__active">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <span>{t('admin.common.active')}</span>
      </label>
      <div className="admin-offer__actions">
        <button type="submit" className={buttonClass('teal', 'sm')} disabled={save.isPending}>
          {t(offer ? 'admin.common.save' : 'admin.products.addOffer')}
        </button>
        {offer ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void onRemove()} disabled={remove.isPending}>
            {t('admin.products.removeOffer')}
          </button>
        ) : null}
      </div>
      {error ? <p className="admin-field__error admin-offer__error">{message(error, 'invalid_data')}</p> : null}

    </form>
  );
}

/** Who changed which price when, latest first. */
export function PriceLog({ entries }: { entries: PriceChangeDto[] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <section className="admin-subpanel" aria-labelledby="admin-log-title">
      <h2 id="admin-log-title" className="admin-subpanel__title">
        {t('admin.products.priceLog')}
      </h2>
      {entries.length === 0 ? (
        <p className="admin-note">{t('admin.products.noChanges')}</p>
      ) : (
        <div className="admin-table__wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.log.when')}</th>
                <th scope="col">{t('admin.log.wholesaler')}</th>
                <th scope="col">{t('admin.log.price')}</th>
                <th scope="col">{t('admin.fields.stock')}</th>
                <th scope="col">{t('admin.log.source')}</th>
                <th scope="col">{t('admin.log.who')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e, index) => (
                <tr key={index}>
                  <td data-label={t('admin.log.when')}>{dateTime(e.changed_at)}</td>
                  <td data-label={t('admin.log.wholesaler')}>{e.wholesaler_name}</td>
                  <td data-label={t('admin.log.price')}>
                    {e.old_price === null ? '' : `${formatChf(e.old_price)} → `}
                    {formatChf(e.new_price)}
                  </td>
                  <td data-label={t('admin.fields.stock')}>
                    {e.old_stock === null ? '' : `${e.old_stock} → `}
                    {e.new_stock}
                  </td>
                  <td data-label={t('admin.log.source')}>{t(`admin.log.${e.source}`)}</td>
                  <td data-label={t('admin.log.who')}>{e.changed_by ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
