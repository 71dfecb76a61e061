import {
  useAdminCreateSubcategory,
  useAdminDeleteSubcategory,
  useAdminGetSubcategory,
  useAdminListCategories,
  useAdminListSubcategories,
  useAdminUpdateSubcategory,
  type SubcategoryAdminDto,
} from '@mercato/api-client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { slugFrom } from '@mercato/contracts';
import { useNavigate } from 'react-router-dom';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { adminPaths } from '../lib/admin-paths';
import { localizedCategoryName, localizedName } from '../lib/localized-name';
import { AdminInput, AdminSelect, LocalizedInputs } from '../ui/admin-fields';
import { AdminList, listBinding, useListState } from '../ui/admin-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormActions } from '../ui/form-actions';
import { FormLoading } from '../ui/form-loading';
import { useAdminForm } from '../ui/use-admin-form';

/** Every category as options of a select (an admin catalogue has dozens, not thousands). */
export function useCategoryOptions() {
  const { i18n } = useTranslation();
  const { data } = useAdminListCategories({ limit: 100 });
  return (data?.items ?? []).map((c) => ({ value: String(c.id), label: localizedName(c, i18n.language) }));
}

export function SubcategoryList() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const [categoryId, setCategoryId] = useState('');
  const categories = useCategoryOptions();
  const { data, isPending } = useAdminListSubcategories({ ...list.params, ...(categoryId ? { category_id: Number(categoryId) } : {}) });
  return (
    <AdminList<SubcategoryAdminDto>
      title={t('admin.entities.subcategories')}
      searchLabel={t('admin.common.search.subcategories')}
      addTo={adminPaths.addSubcategory}
      addLabel={t('admin.add.subcategories')}
      {...listBinding(list, { data, isPending })}
      rowKey={(s) => s.id}
      rowLink={(s) => adminPaths.subcategory(s.id)}
      filters={
        <select
          className="field__input admin-list__filter"
          aria-label={t('admin.fields.category')}
          value={categoryId}
          onChange={(event) => {
            setCategoryId(event.target.value);
            list.setPage(1);
          }}
        >
          <option value="">{t('admin.common.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      }
      columns={[
        { header: t('admin.fields.name'), cell: (s) => localizedName(s, i18n.language) },
        { header: t('admin.fields.category'), cell: (s) => localizedCategoryName(s, i18n.language) },
        { header: t('admin.fields.slug'), cell: (s) => <code>{s.slug}</code> },
        { header: t('admin.entities.products'), cell: (s) => s.product_count, className: 'admin-num' },
      ]}
    />
  );
}

const EMPTY = { category_id: '', slug: '', name_fr: '', name_de: '', name_it: '' };

export function SubcategoryForm({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refresh = useAdminRefresh();
  const categories = useCategoryOptions();
  const existing = useAdminGetSubcategory(id ?? 0, { query: { enabled: id !== null } });
  const create = useAdminCreateSubcategory();
  const update = useAdminUpdateSubcategory();
  const remove = useAdminDeleteSubcategory();
  const form = useAdminForm(EMPTY);
  const [slugTouched, setSlugTouched] = useState(id !== null);
  const [confirming, setConfirming] = useState(false);
  const subcategory = existing.data?.subcategory;

  useEffect(() => {
    if (subcategory) {
      const { category_id, slug, name_fr, name_de, name_it } = subcategory;
      form.reset({ category_id: String(category_id), slug, name_fr, name_de, name_it });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subcategory]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = { ...form.values, category_id: form.values.category_id ? Number(form.values.category_id) : (undefined as unknown as number) };
    void form.submit(async () => {
      const saved = id === null ? await create.mutateAsync({ data }) : await update.mutateAsync({ id, data });
      await refresh();
      if (id === null) navigate(adminPaths.subcategory(saved.subcategory.id), { replace: true });
    });
  };

  const onDelete = async () => {
    setConfirming(false);
    await form.submit(async () => {
      await remove.mutateAsync({ id: id! });
      await refresh();
      navigate(adminPaths.subcategories);
    });
  };

  if (id !== null && !subcategory) return <FormLoading error={existing.error} />;

  return (
    <section className="admin-panel">
      <h1 className="admin-panel__title">{id === null ? t('admin.add.subcategories') : t('admin.edit.subcategories')}</h1>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <AdminSelect
          label={t('admin.fields.category')}
          name="category_id"
          value={form.values.category_id}
          onChange={(v) => form.set('category_id', v)}
          options={categories}
          placeholder={t('admin.common.choose')}
          error={form.errors['category_id']}
        />
        <LocalizedInputs
          field="name"
          label={t('admin.fields.name')}
          values={form.values}
          onChange={(name, value) => {
            form.set(name as keyof typeof EMPTY, value);
            if (name === 'name_fr' && !slugTouched) form.set('slug', slugFrom(value));
          }}
          errors={form.errors}
        />
        <AdminInput
          label={t('admin.fields.slug')}
          name="slug"
          value={form.values.slug}
          onChange={(value) => {
            setSlugTouched(true);
            form.set('slug', value);
          }}
          error={form.errors['slug']}
          hint={t('admin.hints.slug')}
        />
        <FormActions busy={create.isPending || update.isPending} code={form.code} saved={form.saved} onDelete={id !== null ? () => setConfirming(true) : undefined} />
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('admin.confirm.deleteTitle')}
        text={t('admin.confirm.deleteSubcategory', { name: subcategory ? localizedName(subcategory, i18n.language) : '' })}
        confirmLabel={t('admin.common.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
