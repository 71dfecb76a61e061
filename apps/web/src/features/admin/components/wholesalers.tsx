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

const EMPTY = { name: '', order_email: '', language: 'fr', active: true as boolean };

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
    if (wholesaler) form.reset({ name: wholesaler.name, order_email: wholesaler.order_email, language: wholesaler.language, active: wholesaler.active });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wholesaler]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = { ...form.values, language: form.values.language as 'fr' };
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
