import {
  useAdminCreatePromoCode,
  useAdminDeletePromoCode,
  useAdminGetPromoCode,
  useAdminListPromoCodes,
  useAdminUpdatePromoCode,
  type PromoCodeAdminDto,
} from '@mercato/api-client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { adminPaths } from '../lib/admin-paths';
import { AdminCheckbox, AdminInput } from '../ui/admin-fields';
import { AdminList, Badge, listBinding, useListState } from '../ui/admin-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormActions } from '../ui/form-actions';
import { FormLoading } from '../ui/form-loading';
import { useAdminForm } from '../ui/use-admin-form';

/** A code's last valid day: a calendar date (sent as its midnight UTC), the same day on every device. */
function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '–');
}

export function PromoCodeList() {
  const { t } = useTranslation();
  const date = useDate();
  const list = useListState();
  const { data, isPending } = useAdminListPromoCodes(list.params);
  return (
    <AdminList<PromoCodeAdminDto>
      title={t('admin.entities.promoCodes')}
      searchLabel={t('admin.common.search.promoCodes')}
      addTo={adminPaths.addPromo}
      addLabel={t('admin.add.promoCodes')}
      {...listBinding(list, { data, isPending })}
      rowKey={(p) => p.id}
      rowLink={(p) => adminPaths.promoCode(p.id)}
      columns={[
        { header: t('admin.fields.code'), cell: (p) => <code>{p.code}</code> },
        { header: t('admin.fields.note'), cell: (p) => p.note || '–' },
        { header: t('admin.promo.uses'), cell: (p) => `${p.uses} / ${p.max_uses}`, className: 'admin-num' },
        { header: t('admin.fields.validUntil'), cell: (p) => date(p.valid_until) },
        { header: t('admin.promo.redeemedBy'), cell: (p) => p.redeemed_by.map((r) => r.email).join(', ') || '–' },
        { header: t('admin.fields.status'), cell: (p) => <Badge tone={p.active ? 'ok' : 'off'}>{t(p.active ? 'admin.common.active' : 'admin.common.inactive')}</Badge> },
      ]}
    />
  );
}

const EMPTY = { code: '', note: '', max_uses: '1', valid_until: '', active: true as boolean };

/** `/admin/add-promo` and `/admin/promo-codes/:id`: typed or generated code, note, uses, end date. */
export function PromoCodeForm({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useAdminRefresh();
  const existing = useAdminGetPromoCode(id ?? 0, { query: { enabled: id !== null } });
  const create = useAdminCreatePromoCode();
  const update = useAdminUpdatePromoCode();
  const remove = useAdminDeletePromoCode();
  const form = useAdminForm(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const code = existing.data?.promo_code;
  // Just created (the page it came from says so): "Code created", with a way to copy it.
  const location = useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const created = dismissed === location.key ? null : ((location.state as { created?: string } | null)?.created ?? null);
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  useEffect(() => {
    if (code) form.reset({ code: code.code, note: code.note, max_uses: String(code.max_uses), valid_until: code.valid_until?.slice(0, 10) ?? '', active: code.active });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = form.values;
    const maxUses = /^\d+$/.test(v.max_uses.trim()) ? Number(v.max_uses) : Number.NaN;
    const data = { code: v.code.trim(), note: v.note, max_uses: Number.isNaN(maxUses) ? (v.max_uses as unknown as number) : maxUses, valid_until: v.valid_until || null, active: v.active };
    setDismissed(location.key);
    void form.submit(async () => {
      const saved = id === null ? await create.mutateAsync({ data }) : await update.mutateAsync({ id, data });
      await refresh();
      if (id === null) navigate(adminPaths.promoCode(saved.promo_code.id), { replace: true, state: { created: saved.promo_code.code } });
    });
  };

  const onDelete = async () => {
    setConfirming(false);
    await form.submit(async () => {
      await remove.mutateAsync({ id: id! });
      await refresh();
      navigate(adminPaths.promoCodes);
    });
  };

  if (id !== null && !code) return <FormLoading error={existing.error} />;

  return (
    <section className="admin-panel">
      <h1 className="admin-panel__title">{id === null ? t('admin.add.promoCodes') : t('admin.edit.promoCodes')}</h1>
      {created && id !== null ? (
        <div className="admin-created" role="status">
          <p>{t('admin.promo.created', { code: created })}</p>
          <button type="button" className="admin-created__copy" onClick={() => void copy(created)}>
            {copied ? t('admin.promo.copied') : t('admin.promo.copy')}
          </button>
        </div>
      ) : null}
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <AdminInput
          label={t('admin.fields.code')}
          name="code"
          value={form.values.code}
          onChange={(v) => form.set('code', v)}
          error={form.errors['code']}
          hint={id === null ? t('admin.hints.code') : undefined}
        />
        <AdminInput label={t('admin.fields.note')} name="note" value={form.values.note} onChange={(v) => form.set('note', v)} error={form.errors['note']} multiline />
        <div className="admin-form__row">
          <AdminInput label={t('admin.fields.maxUses')} name="max_uses" inputMode="numeric" value={form.values.max_uses} onChange={(v) => form.set('max_uses', v)} error={form.errors['max_uses']} />
          <AdminInput label={t('admin.fields.validUntil')} name="valid_until" type="date" value={form.values.valid_until} onChange={(v) => form.set('valid_until', v)} error={form.errors['valid_until']} />
        </div>
        <AdminCheckbox label={t('admin.common.active')} name="active" checked={form.values.active} onChange={(v) => form.set('active', v)} />
        <FormActions busy={create.isPending || update.isPending} code={form.code} saved={form.saved && !created} onDelete={id !== null ? () => setConfirming(true) : undefined} />
      </form>
      {code ? (
        <section className="admin-subpanel">
          <h2 className="admin-subpanel__title">{t('admin.promo.redeemedBy')}</h2>
          <p className="admin-note">{t('admin.promo.usesOf', { uses: code.uses, max: code.max_uses })}</p>
          {code.redeemed_by.length ? (
            <ul className="admin-redeemers">
              {code.redeemed_by.map((r) => (
                <li key={r.user_id}>
                  <a href={adminPaths.user(r.user_id)}>{r.email}</a> · {r.restaurant_name}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('admin.confirm.deleteTitle')}
        text={t('admin.confirm.deletePromo', { code: code?.code ?? '' })}
        confirmLabel={t('admin.common.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
