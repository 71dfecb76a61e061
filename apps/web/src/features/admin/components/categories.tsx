import {
  useAdminCreateCategory,
  useAdminDeleteCategory,
  useAdminGetCategory,
  useAdminListCategories,
  useAdminSetCategoryImage,
  useAdminUpdateCategory,
  type CategoryAdminDto,
} from '@mercato/api-client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { slugFrom } from '@mercato/contracts';
import { useNavigate } from 'react-router-dom';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { adminPaths } from '../lib/admin-paths';
import { localizedName } from '../lib/localized-name';
import { AdminInput, LocalizedInputs } from '../ui/admin-fields';
import { AdminList, listBinding, useListState } from '../ui/admin-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormActions } from '../ui/form-actions';
import { ImagePicker } from '../ui/image-picker';
import { FormLoading } from '../ui/form-loading';
import { useAdminForm } from '../ui/use-admin-form';

export function CategoryList() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const { data, isPending } = useAdminListCategories(list.params);
  const lang = i18n.language.slice(0, 2) as 'fr' | 'de' | 'it';
  return (
    <AdminList<CategoryAdminDto>
      title={t('admin.entities.categories')}
      searchLabel={t('admin.common.search.categories')}
      addTo={adminPaths.addCategory}
      addLabel={t('admin.add.categories')}
      {...listBinding(list, { data, isPending })}
      rowKey={(c) => c.id}
      rowLink={(c) => adminPaths.category(c.id)}
      columns={[
        { header: t('admin.fields.name'), cell: (c) => c[`name_${lang}`] || c.name_fr },
        { header: t('admin.fields.image'), cell: (c) => (c.image_url ? <img className="admin-thumb" src={c.image_url} alt="" /> : '–') },
        { header: t('admin.fields.slug'), cell: (c) => <code>{c.slug}</code> },
        { header: t('admin.entities.subcategories'), cell: (c) => c.subcategory_count, className: 'admin-num' },
        { header: t('admin.entities.products'), cell: (c) => c.product_count, className: 'admin-num' },
      ]}
    />
  );
}

const EMPTY = { slug: '', name_fr: '', name_de: '', name_it: '', description_fr: '', description_de: '', description_it: '' };

/** `/admin/add-category` and `/admin/categories/:id`: slug (suggested from the French name), texts, image. */
export function CategoryForm({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refresh = useAdminRefresh();
  const existing = useAdminGetCategory(id ?? 0, { query: { enabled: id !== null } });
  const create = useAdminCreateCategory();
  const update = useAdminUpdateCategory();
  const setImage = useAdminSetCategoryImage();
  const remove = useAdminDeleteCategory();
  const form = useAdminForm(EMPTY);
  const [slugTouched, setSlugTouched] = useState(id !== null);
  const [image, setImageFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const category = existing.data?.category;

  useEffect(() => {
    if (category) form.reset({ ...EMPTY, ...pick(category) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [category]);

  const onName = (name: string, value: string) => {
    form.set(name as keyof typeof EMPTY, value);
    if (name === 'name_fr' && !slugTouched) form.set('slug', slugFrom(value));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async () => {
      const saved = id === null ? await create.mutateAsync({ data: form.values }) : await update.mutateAsync({ id, data: form.values });
      try {
        if (image) {
          await setImage.mutateAsync({ id: saved.category.id, data: { image } });
          setImageFile(null);
        }
      } finally {
        // the saved category is shown fresh, whether or not its picture was accepted
        await refresh();
      }
      if (id === null) navigate(adminPaths.category(saved.category.id), { replace: true });
    });
  };

  const onDelete = async () => {
    setConfirming(false);
    await form.submit(async () => {
      await remove.mutateAsync({ id: id! });
      await refresh();
      navigate(adminPaths.categories);
    });
  };

  if (id !== null && !category) return <FormLoading error={existing.error} />;

  return (
    <section className="admin-panel">
      <h1 className="admin-panel__title">{id === null ? t('admin.add.categories') : t('admin.edit.categories')}</h1>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <LocalizedInputs field="name" label={t('admin.fields.name')} values={form.values} onChange={onName} errors={form.errors} />
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
        <LocalizedInputs field="description" label={t('admin.fields.description')} values={form.values} onChange={(n, v) => form.set(n as keyof typeof EMPTY, v)} errors={form.errors} multiline />
        <ImagePicker current={category?.image_url ?? null} file={image} onFile={setImageFile} />
        <FormActions
          busy={create.isPending || update.isPending || setImage.isPending}
          code={form.code}
          saved={form.saved}
          onDelete={id !== null ? () => setConfirming(true) : undefined}
        />
      </form>
      <ConfirmDialog
        open={confirming}
        title={t('admin.confirm.deleteTitle')}
        text={t('admin.confirm.deleteCategory', { name: category ? localizedName(category, i18n.language) : '' })}
        confirmLabel={t('admin.common.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function pick(c: CategoryAdminDto) {
  return {
    slug: c.slug,
    name_fr: c.name_fr,
    name_de: c.name_de,
    name_it: c.name_it,
    description_fr: c.description_fr,
    description_de: c.description_de,
    description_it: c.description_it,
  };
}

