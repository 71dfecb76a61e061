import { useAdminCreateUser, useAdminGetUser, useAdminListUsers, useAdminSendPasswordReset, useAdminUpdateUser, type UserAdminDto } from '@mercato/api-client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { formFailure } from '../api/form-failure';
import { adminPaths } from '../lib/admin-paths';
import { AdminCheckbox, AdminInput, AdminSelect } from '../ui/admin-fields';
import { AdminList, Badge, listBinding, useListState } from '../ui/admin-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormActions } from '../ui/form-actions';
import { FormLoading } from '../ui/form-loading';
import { useAdminForm } from '../ui/use-admin-form';

export function UserList() {
  const { t } = useTranslation();
  const list = useListState();
  const [role, setRole] = useState('');
  const { data, isPending } = useAdminListUsers({ ...list.params, ...(role ? { role: role as 'admin' } : {}) });
  return (
    <AdminList<UserAdminDto>
      title={t('admin.entities.users')}
      searchLabel={t('admin.common.search.users')}
      addTo={adminPaths.addUser}
      addLabel={t('admin.add.users')}
      {...listBinding(list, { data, isPending })}
      rowKey={(u) => u.id}
      rowLink={(u) => adminPaths.user(u.id)}
      filters={
        <select className="field__input admin-list__filter" aria-label={t('admin.fields.role')} value={role} onChange={(e) => (setRole(e.target.value), list.setPage(1))}>
          <option value="">{t('admin.common.allRoles')}</option>
          <option value="restaurant">{t('admin.roles.restaurant')}</option>
          <option value="admin">{t('admin.roles.admin')}</option>
        </select>
      }
      columns={[
        { header: t('account.fields.email'), cell: (u) => u.email },
        { header: t('admin.fields.restaurant'), cell: (u) => u.restaurantName },
        { header: t('admin.fields.name'), cell: (u) => `${u.firstName} ${u.lastName}` },
        { header: t('admin.fields.promoCode'), cell: (u) => (u.promoCode ? <code>{u.promoCode}</code> : '–') },
        {
          header: t('admin.fields.status'),
          cell: (u) => (
            <span className="admin-badges">
              {u.role === 'admin' ? <Badge tone="info">{t('admin.roles.admin')}</Badge> : null}
              <Badge tone={u.verified ? 'ok' : 'off'}>{t(u.verified ? 'admin.users.verified' : 'admin.users.unverified')}</Badge>
              {!u.active ? <Badge tone="off">{t('admin.common.inactive')}</Badge> : null}
            </span>
          ),
        },
      ]}
    />
  );
}

const EMPTY = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  restaurantName: '',
  restaurantAddress: '',
  role: 'restaurant',
  verified: false as boolean,
  active: true as boolean,
  language: 'fr',
  promoCode: '',
  password: '',
};
type Values = typeof EMPTY;

/** `/admin/add-user` and `/admin/users/:id`: the SPEC.md section 3 fields, role, verified, active, code. */
export function UserForm({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const navigate = useNavigate();
  const refresh = useAdminRefresh();
  const existing = useAdminGetUser(id ?? 0, { query: { enabled: id !== null } });
  const create = useAdminCreateUser();
  const update = useAdminUpdateUser();
  const reset = useAdminSendPasswordReset();
  const form = useAdminForm(EMPTY);
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);
  const [resetOutcome, setResetOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const user = existing.data?.user;

  useEffect(() => {
    if (user) form.reset({ ...EMPTY, ...user, promoCode: user.promoCode ?? '', password: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const save = () => {
    const { password, ...fields } = form.values;
    const data = { ...fields, role: fields.role as 'admin', language: fields.language as 'fr' };
    void form.submit(async () => {
      if (id === null) {
        const saved = await create.mutateAsync({ data: { ...data, ...(password ? { password } : {}) } });
        await refresh();
        navigate(adminPaths.user(saved.user.id), { replace: true });
      } else {
        await update.mutateAsync({ id, data });
        await refresh();
      }
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (id !== null && user?.active && !form.values.active) setConfirmDeactivate(true);
    else save();
  };

  const onReset = async () => {
    setResetOutcome(null);
    try {
      await reset.mutateAsync({ id: id! });
      setResetOutcome({ kind: 'success', text: t('admin.users.resetSent') });
    } catch (error) {
      setResetOutcome({ kind: 'error', text: message(formFailure(error).code, 'send_failed') });
    }
  };

  const text = (name: keyof Values, label: string, type: 'text' | 'email' | 'tel' | 'password' = 'text', hint?: string) => (
    <AdminInput label={label} name={name} type={type} value={String(form.values[name])} onChange={(v) => form.set(name, v as never)} error={form.errors[name]} hint={hint} />
  );

  if (id !== null && !user) return <FormLoading error={existing.error} />;

  return (
    <section className="admin-panel">
      <h1 className="admin-panel__title">{id === null ? t('admin.add.users') : t('admin.edit.users')}</h1>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-form__row">
          {text('firstName', t('account.fields.firstName'))}
          {text('lastName', t('account.fields.lastName'))}
        </div>
        <div className="admin-form__row">
          {text('email', t('account.fields.email'), 'email')}
          {text('phone', t('account.fields.phone'), 'tel')}
        </div>
        <div className="admin-form__row">
          {text('restaurantName', t('account.fields.restaurantName'))}
          {text('restaurantAddress', t('account.fields.restaurantAddress'))}
        </div>
        <div className="admin-form__row">
          <AdminSelect
            label={t('admin.fields.role')}
            name="role"
            value={form.values.role}
            onChange={(v) => form.set('role', v)}
            options={[
              { value: 'restaurant', label: t('admin.roles.restaurant') },
              { value: 'admin', label: t('admin.roles.admin') },
            ]}
            error={form.errors['role']}
          />
          <AdminSelect
            label={t('admin.fields.language')}
            name="language"
            value={form.values.language}
            onChange={(v) => form.set('language', v)}
            options={(['fr', 'de', 'it'] as const).map((l) => ({ value: l, label: t(`languages.names.${l}`) }))}
            error={form.errors['language']}
          />
        </div>
        {text('promoCode', t('admin.fields.promoCode'), 'text', t('admin.hints.userPromo'))}
        {id === null ? text('password', t('account.fields.password'), 'password', t('admin.hints.userPassword')) : null}
        <div className="admin-form__checks">
          <AdminCheckbox label={t('admin.users.verified')} name="verified" checked={form.values.verified} onChange={(v) => form.set('verified', v)} />
          <AdminCheckbox label={t('admin.users.activeAccount')} name="active" checked={form.values.active} onChange={(v) => form.set('active', v)} />
        </div>
        <FormActions busy={create.isPending || update.isPending} code={form.code} saved={form.saved} />
      </form>
      {id !== null ? (
        <section className="admin-subpanel">
          <h2 className="admin-subpanel__title">{t('admin.users.passwordTitle')}</h2>
          <p className="admin-note">{t('admin.users.passwordHelp')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void onReset()} disabled={reset.isPending}>
            {t('admin.users.sendReset')}
          </button>
          <FormMessage kind={resetOutcome?.kind ?? 'success'} message={resetOutcome?.text ?? null} />
        </section>
      ) : null}
      <ConfirmDialog
        open={confirmDeactivate}
        title={t('admin.confirm.deactivateTitle')}
        text={t('admin.confirm.deactivateUser', { email: user?.email ?? '' })}
        confirmLabel={t('admin.confirm.deactivate')}
        onConfirm={() => {
          setConfirmDeactivate(false);
          save();
        }}
        onCancel={() => setConfirmDeactivate(false)}
      />
    </section>
  );
}
