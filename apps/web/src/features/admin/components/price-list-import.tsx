import {
  adminListProducts,
  getAdminListProductsQueryKey,
  useAdminApplyPriceList,
  useAdminPreviewPriceList,
  type PriceListLineDto,
  type PriceListPreviewResponse,
  type ProductAdminDto,
} from '@mercato/api-client';
import { formatChf } from '@mercato/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { formFailure } from '../api/form-failure';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { localizedName } from '../lib/localized-name';

const SHOWN = 50;

/** A CSV cell, quoted when it holds the separator, a quote or a line break. */
const cell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The template: one row per product (its id, its name in the admin's language to read it by),
 * with this wholesaler's current price and stock where it has an offer; rows left empty are skipped.
 */
function templateCsv(products: readonly ProductAdminDto[], wholesalerId: number, language: string, header: string): string {
  const name = (p: ProductAdminDto) => localizedName(p, language);
  const rows = [...products]
    .sort((a, b) => name(a).localeCompare(name(b), language))
    .map((p) => {
      const offer = p.offers.find((o) => o.wholesaler_id === wholesalerId);
      return [String(p.id), cell(name(p)), offer ? offer.price.toFixed(2) : '', offer ? String(offer.stock) : ''].join(';');
    });
  return `\uFEFF${header}\n${rows.join('\n')}\n`;
}

/** The API's largest page of products. */
const PAGE_LIMIT = 100;

/** Every product, page after page: the template lists the whole catalogue, however large. */
async function everyProduct(signal: AbortSignal): Promise<ProductAdminDto[]> {
  const items: ProductAdminDto[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await adminListProducts({ page, limit: PAGE_LIMIT }, { signal });
    items.push(...answer.items);
    if (page >= answer.pages || answer.items.length === 0) return items;
  }
}

/** A wholesaler's CSV price list: preview what changes, then apply all of it in one go. */
export function PriceListImport({ wholesalerId }: { wholesalerId: number }) {
  const { t, i18n } = useTranslation();
  const products = useQuery({ queryKey: [...getAdminListProductsQueryKey(), 'every page'], queryFn: ({ signal }) => everyProduct(signal) });
  const template = useMemo(
    () => (products.data ? URL.createObjectURL(new Blob([templateCsv(products.data, wholesalerId, i18n.language, t('admin.import.templateHeader'))], { type: 'text/csv' })) : null),
    [products.data, wholesalerId, i18n.language, t],
  );
  useEffect(() => () => (template ? URL.revokeObjectURL(template) : undefined), [template]);
  const message = useCodeMessage();
  const refresh = useAdminRefresh();
  const inputId = useId();
  const preview = useAdminPreviewPriceList();
  const apply = useAdminApplyPriceList();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<PriceListPreviewResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onPreview = async () => {
    if (!file) return;
    setError(null);
    setDone(null);
    try {
      setPlan(await preview.mutateAsync({ id: wholesalerId, data: { file } }));
    } catch (failure) {
      setPlan(null);
      setError(formFailure(failure).code ?? 'server_error');
    }
  };

  const onApply = async () => {
    setConfirming(false);
    if (!file) return;
    try {
      const result = await apply.mutateAsync({ id: wholesalerId, data: { file } });
      setDone(result.applied);
      setPlan(null);
      setFile(null);
      await refresh();
    } catch (failure) {
      setError(formFailure(failure).code ?? 'server_error');
    }
  };

  const accepted = plan ? plan.changes.length + plan.created.length : 0;
  return (
    <section className="admin-subpanel" aria-labelledby="admin-import-title">
      <h2 id="admin-import-title" className="admin-subpanel__title">
        {t('admin.import.title')}
      </h2>
      <p className="admin-note">{t('admin.import.help')}</p>
      <p className="admin-note">
        {t('admin.import.templateHelp')}{' '}
        {template ? (
          <a className="admin-import__template" href={template} download={t('admin.import.templateFile', { id: wholesalerId })}>
            {t('admin.import.template')}
          </a>
        ) : null}
      </p>
      <div className="admin-import__pick">
        <label htmlFor={inputId} className={`${buttonClass('secondary')} admin-import__file`}>
          {t('admin.import.file')}
          <input
            id={inputId}
            className="visually-hidden"
            name="file"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPlan(null);
              setDone(null);
            }}
          />
        </label>
        <span className="admin-import__file-name" aria-live="polite">
          {file ? file.name : t('admin.import.noFile')}
        </span>
        <button type="button" className={buttonClass('teal')} disabled={!file || preview.isPending} onClick={() => void onPreview()}>
          {t('admin.import.preview')}
        </button>
      </div>
      <FormMessage kind="error" message={error ? message(error, 'price_list_invalid') : null} />
      <FormMessage kind="success" message={done !== null ? t('admin.import.applied', { count: done }) : null} />
      {plan ? (
        <div className="admin-import__plan">
          <ul className="admin-import__summary">
            <li>{t('admin.import.changes', { count: plan.changes.length })}</li>
            <li>{t('admin.import.created', { count: plan.created.length })}</li>
            <li>{t('admin.import.unchanged', { count: plan.unchanged })}</li>
            <li className={plan.refused.length ? 'is-refused' : undefined}>{t('admin.import.refused', { count: plan.refused.length })}</li>
          </ul>
          <PlanTable title={t('admin.import.changesTitle')} lines={plan.changes} />
          <PlanTable title={t('admin.import.createdTitle')} lines={plan.created} />
          {plan.refused.length ? (
            <div className="admin-table__wrap">
              <h3 className="admin-import__heading">{t('admin.import.refusedTitle')}</h3>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.import.line')}</th>
                    <th scope="col">{t('admin.import.product')}</th>
                    <th scope="col">{t('admin.import.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.refused.slice(0, SHOWN).map((r) => (
                    <tr key={r.line}>
                      <td data-label={t('admin.import.line')}>{r.line}</td>
                      <td data-label={t('admin.import.product')}>
                        <code>{r.product}</code>
                      </td>
                      <td data-label={t('admin.import.reason')}>{message(r.reason, 'invalid_data')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <button type="button" className={buttonClass('primary')} disabled={accepted === 0 || apply.isPending} onClick={() => setConfirming(true)}>
            {t('admin.import.apply', { count: accepted })}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('admin.import.confirmTitle')}
        text={t('admin.import.confirmText', { count: accepted })}
        confirmLabel={t('admin.import.applyShort')}
        busy={apply.isPending}
        onConfirm={() => void onApply()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function PlanTable({ title, lines }: { title: string; lines: PriceListLineDto[] }) {
  const { t, i18n } = useTranslation();
  if (!lines.length) return null;
  return (
    <div className="admin-table__wrap">
      <h3 className="admin-import__heading">{title}</h3>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.import.line')}</th>
            <th scope="col">{t('admin.import.product')}</th>
            <th scope="col">{t('admin.log.price')}</th>
            <th scope="col">{t('admin.fields.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.slice(0, SHOWN).map((l) => (
            <tr key={l.line}>
              <td data-label={t('admin.import.line')}>{l.line}</td>
              <td data-label={t('admin.import.product')}>
                {localizedName({ name_fr: l.product_name_fr, name_de: l.product_name_de, name_it: l.product_name_it }, i18n.language)}{' '}
                <span className="admin-import__ref">#{l.product_id}</span>
              </td>
              <td data-label={t('admin.log.price')}>
                {l.old_price === null ? '' : `${formatChf(l.old_price)} → `}
                <strong>{formatChf(l.new_price)}</strong>
              </td>
              <td data-label={t('admin.fields.stock')}>
                {l.old_stock === null ? '' : `${l.old_stock} → `}
                {l.new_stock}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length > SHOWN ? <p className="admin-note">{t('admin.import.more', { count: lines.length - SHOWN })}</p> : null}
    </div>
  );
}
