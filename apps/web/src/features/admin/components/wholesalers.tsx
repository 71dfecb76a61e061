import {
  useAdminCreateWholesaler,
  useAdminDeleteWholesaler,
  useAdminGetWholesaler,
  useAdminListWholesalers,
  useAdminUpdateWholesaler,
  type WholesalerAdminDto,
} from '@mercato/api-client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { adminPaths } from '../lib/admin-paths';
import { AdminCheckbox, AdminInput, AdminSelect } from '../ui/admin-fields';
import { AdminList, Badge, listBinding, useListState } from '../ui/admin-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormActions } from '../ui/form-actions';
import { FormLoading } from '../ui/form-loading';
import { useAdminForm } from '../ui/use-admin-form';
import { PriceListImport } from './price-list-import';

export function WholesalerList() {
  const { t } = useTranslation();
  const list = useListState();
  const { data, isPending } = useAdminListWholesalers(list.params);
  return (
    <AdminList<WholesalerAdminDto>
      title={t('admin.entities.wholesalers')}
      searchLabel={t('admin.common.search.wholesalers')}
      addTo={adminPaths.addWholesaler}
      addLabel={t('admin.add.wholesalers')}
      {...listBinding(list, { data, isPending })}
      rowKey={(w) => w.id}
      rowLink={(w) => adminPaths.wholesaler(w.id)}
      columns={[
        { header: t('admin.fields.name'), cell: (w) => w.name },
        { header: t('admin.fields.orderEmail'), cell: (w) => w.order_email },
        { header: t('admin.fields.orderLanguage'), cell: (w) => t(`languages.names.${w.language}`) },
        { header: t('admin.fields.offers'), cell: (w) => w.offer_count, className: 'admin-num' },
        { header: t('admin.fields.status'), cell: (w) => <Badge tone={w.active ? 'ok' : 'off'}>{t(w.active ? 'admin.common.active' : 'admin.common.inactive')}</Badge> },
      ]}
    />
  );
}

const EMPTY = {
  name: '',
  order_email: '',
  language: 'fr',
  active: true as boolean,
  min_order_value: '0',
  delivery_fee: '',
  delivery_days: [1, 2, 3, 4, 5] as number[],
  cutoff: '16:00',
  lead_days: '1',
  postcodes: '',
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A CHF amount as typed (`150`, `12,50`); what is no number goes as typed, for the server to name. */
function amount(text: string): number | string {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
}

export function WholesalerForm({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useAdminRefresh();
  const existing = useAdminGetWholesaler(id ?? 0, { query: { enabled: id !== null } });
  const create = useAdminCreateWholesaler();
  const update = useAdminUpdateWholesaler();
  const remove = useAdminDeleteWholesaler();
  const form = useAdminForm(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const wholesaler = existing.data?.wholesaler;

  useEffect(() => {
    if (wholesaler)
      form.reset({
        name: wholesaler.name,
        order_email: wholesaler.order_email,
        language: wholesaler.language,
        active: wholesaler.active,
        min_order_value: String(wholesaler.min_order_value),
        delivery_fee: wholesaler.delivery_fee === null ? '' : String(wholesaler.delivery_fee),
        delivery_days: [...wholesaler.delivery_days],
        cutoff: wholesaler.cutoff,
        lead_days: String(wholesaler.lead_days),
        postcodes: wholesaler.postcodes,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wholesaler]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = form.values;
    const data = {
      ...v,
      language: v.language as 'fr',
      // The server checks the terms and names each problem; what is typed goes as typed.
      min_order_value: amount(v.min_order_value) as number,
      delivery_fee: v.delivery_fee.trim() === '' ? null : (amount(v.delivery_fee) as number),
      lead_days: amount(v.lead_days) as number,
    };
    void form.submit(async () => {
      const saved = id === null ? await create.mutateAsync({ data }) : await update.mutateAsync({ id, data });
      await refresh();
      if (id === null) navigate(adminPaths.wholesaler(saved.wholesaler.id), { replace: true });
    });
  };

  const onDelete = async () => {
    setConfirming(false);
    await form.submit(async () => {
      await remove.mutateAsync({ id: id! });
      await refresh();
      navigate(adminPaths.wholesalers);
    });
  };

  if (id !== null && !wholesaler) return <FormLoading error={existing.error} />;

  return (
    <section className="admin-panel">
      <h1 className="admin-panel__title">{id === null ? t('admin.add.wholesalers') : t('admin.edit.wholesalers')}</h1>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <AdminInput label={t('admin.fields.name')} name="name" value={form.values.name} onChange={(v) => form.set('name', v)} error={form.errors['name']} />
        <div className="admin-form__row">
          <AdminInput label={t('admin.fields.orderEmail')} name="order_email" type="email" value={form.values.order_email} onChange={(v) => form.set('order_email', v)} error={form.errors['order_email']} />
          <AdminSelect
            label={t('admin.fields.orderLanguage')}
            name="language"
            value={form.values.language}
            onChange={(v) => form.set('language', v)}
            options={(['fr', 'de', 'it'] as const).map((l) => ({ value: l, label: t(`languages.names.${l}`) }))}
            error={form.errors['language']}
          />
        </div>
        <AdminCheckbox label={t('admin.fields.activeWholesaler')} name="active" checked={form.values.active} onChange={(v) => form.set('active', v)} />
        <fieldset className="admin-form__group">
          <legend>{t('admin.terms.title')}</legend>
          <div className="admin-form__row">
            <AdminInput
              label={t('admin.terms.minOrderValue')}
              name="min_order_value"
              inputMode="decimal"
              value={form.values.min_order_value}
              onChange={(v) => form.set('min_order_value', v)}
              error={form.errors['min_order_value']}
              hint={t('admin.terms.minOrderValueHint')}
            />
            <AdminInput
              label={t('admin.terms.deliveryFee')}
              name="delivery_fee"
              inputMode="decimal"
              value={form.values.delivery_fee}
              onChange={(v) => form.set('delivery_fee', v)}
              error={form.errors['delivery_fee']}
              hint={t('admin.terms.deliveryFeeHint')}
            />
          </div>
          <div className={form.errors['delivery_days'] ? 'field is-invalid' : 'field'} role="group" aria-label={t('admin.terms.deliveryDays')}>
            <span className="field__label">{t('admin.terms.deliveryDays')}</span>
            <div className="admin-form__days">
              {WEEKDAYS.map((day) => (
                <AdminCheckbox
                  key={day}
                  label={t(`admin.terms.weekdays.${day}`)}
                  name={`delivery_day_${day}`}
                  checked={form.values.delivery_days.includes(day)}
                  onChange={(on) =>
                    form.set(
                      'delivery_days',
                      on ? [...form.values.delivery_days, day].sort((a, b) => a - b) : form.values.delivery_days.filter((d) => d !== day),
                    )
                  }
                />
              ))}
            </div>
            {form.errors['delivery_days'] ? <p className="admin-field__error">{t('error.invalid_delivery_days')}</p> : null}
          </div>
          <div className="admin-form__row">
            <AdminInput
              label={t('admin.terms.cutoff')}
              name="cutoff"
              value={form.values.cutoff}
              onChange={(v) => form.set('cutoff', v)}
              error={form.errors['cutoff']}
              hint={t('admin.terms.cutoffHint')}
            />
            <AdminInput
              label={t('admin.terms.leadDays')}
              name="lead_days"
              inputMode="numeric"
              value={form.values.lead_days}
              onChange={(v) => form.set('lead_days', v)}
              error={form.errors['lead_days']}
            />
          </div>
          <AdminInput
            label={t('admin.terms.postcodes')}
            name="postcodes"
            value={form.values.postcodes}
            onChange={(v) => form.set('postcodes', v)}
            error={form.errors['postcodes']}
            hint={t('admin.terms.postcodesHint')}
          />
        </fieldset>
        <FormActions
          busy={create.isPending || update.isPending}
          code={form.code}
          saved={form.saved}
          onDelete={id !== null ? () => setConfirming(true) : undefined}
        />
      </form>
      {id !== null ? <PriceListImport wholesalerId={id} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t('admin.confirm.deleteTitle')}
        text={t('admin.confirm.deleteWholesaler', { name: wholesaler?.name ?? '' })}
        confirmLabel={t('admin.common.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
