import {
  useAdminCreateProduct,
  useAdminDeleteProduct,
  useAdminGetProduct,
  useAdminListProducts,
  useAdminListSubcategories,
  useAdminSetProductImage,
  useAdminUpdateProduct,
  type ProductAdminDto,
} from '@mercato/api-client';
import { formatChf, VAT_RATES, slugFrom } from '@mercato/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useAdminRefresh } from '../api/use-admin-refresh';
import { adminPaths } from '../lib/admin-paths';
import { localizedCategoryName, localizedName } from '../lib/localized-name';
import { AdminCheckbox, AdminInput, AdminSelect, LocalizedInputs } from '../ui/admin-fields';
import { AdminList, Badge, listBinding, useListState } from '../ui/admin-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormActions } from '../ui/form-actions';
import { ImagePicker } from '../ui/image-picker';
import { FormLoading } from '../ui/form-loading';
import { useAdminForm } from '../ui/use-admin-form';
import { OfferEditor, PriceLog } from './product-offers';

export function ProductList() {
  const { t, i18n } = useTranslation();
  const list = useListState();
  const language = useLanguage();
  // Sorted by the names this list shows (the staff member's language).
  const { data, isPending } = useAdminListProducts({ ...list.params, lang: language });
  return (
    <AdminList<ProductAdminDto>
      title={t('admin.entities.products')}
      searchLabel={t('admin.common.search.products')}
      addTo={adminPaths.addProduct}
      addLabel={t('admin.add.products')}
      {...listBinding(list, { data, isPending })}
      rowKey={(p) => p.id}
      rowLink={(p) => adminPaths.product(p.id)}
      columns={[
        { header: t('admin.fields.name'), cell: (p) => localizedName(p, i18n.language) },
        { header: t('admin.fields.lowestPrice'), cell: (p) => (p.lowest_price === null ? '–' : formatChf(p.lowest_price)), className: 'admin-num' },
        { header: t('admin.fields.offers'), cell: (p) => p.offers.length, className: 'admin-num' },
        { header: t('admin.fields.unit'), cell: (p) => t(`admin.units.${p.unit}`) },
        { header: t('admin.fields.status'), cell: (p) => <Badge tone={p.active ? 'ok' : 'off'}>{t(p.active ? 'admin.common.active' : 'admin.common.inactive')}</Badge> },
      ]}
    />
  );
}

const EMPTY = {
  subcategory_id: '',
  slug: '',
  name_fr: '',
  name_de: '',
  name_it: '',
  short_description_fr: '',
  short_description_de: '',
  short_description_it: '',
  description_fr: '',
  description_de: '',
  description_it: '',
  pack_description_fr: '',
  pack_description_de: '',
  pack_description_it: '',
  unit: 'piece',
  vat_rate: '2.6',
  active: true as boolean,
};
type Values = typeof EMPTY;

function valuesOf(p: ProductAdminDto): Values {
  return {
    subcategory_id: String(p.subcategory_id),
    slug: p.slug,
    name_fr: p.name_fr,
    name_de: p.name_de,
    name_it: p.name_it,
    short_description_fr: p.short_description_fr,
    short_description_de: p.short_description_de,
    short_description_it: p.short_description_it,
    description_fr: p.description_fr,
    description_de: p.description_de,
    description_it: p.description_it,
    pack_description_fr: p.pack_description_fr,
    pack_description_de: p.pack_description_de,
    pack_description_it: p.pack_description_it,
    unit: p.unit,
    vat_rate: String(p.vat_rate),
    active: p.active,
  };
}

/** `/admin/add-product` and `/admin/products/:id`: texts, unit, VAT, image, then each wholesaler's offer. */
export function ProductForm({ id }: { id: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refresh = useAdminRefresh();
  const subcategories = useAdminListSubcategories({ limit: 100 });
  const existing = useAdminGetProduct(id ?? 0, { query: { enabled: id !== null } });
  const create = useAdminCreateProduct();
  const update = useAdminUpdateProduct();
  const setImage = useAdminSetProductImage();
  const remove = useAdminDeleteProduct();
  const form = useAdminForm(EMPTY);
  const [slugTouched, setSlugTouched] = useState(id !== null);
  const [image, setImageFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const product = existing.data?.product;

  useEffect(() => {
    if (product) form.reset(valuesOf(product));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product]);

  const setText = (name: string, value: string) => {
    form.set(name as keyof Values, value as never);
    if (name === 'name_fr' && !slugTouched) form.set('slug', slugFrom(value));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = form.values;
    const data = {
      ...v,
      subcategory_id: v.subcategory_id ? Number(v.subcategory_id) : (undefined as unknown as number),
      unit: v.unit as 'kg' | 'piece',
      vat_rate: Number(v.vat_rate) as 2.6,
    };
    void form.submit(async () => {
      const saved = id === null ? await create.mutateAsync({ data }) : await update.mutateAsync({ id, data });
      if (image) {
        await setImage.mutateAsync({ id: saved.product.id, data: { image } });
        setImageFile(null);
      }
      await refresh();
      if (id === null) navigate(adminPaths.product(saved.product.id), { replace: true });
    });
  };

  const onDelete = async () => {
    setConfirming(false);
    await form.submit(async () => {
      await remove.mutateAsync({ id: id! });
      await refresh();
      navigate(adminPaths.products);
    });
  };

  const subcategoryOptions = (subcategories.data?.items ?? []).map((s) => ({ value: String(s.id), label: `${localizedCategoryName(s, i18n.language)} › ${localizedName(s, i18n.language)}` }));
  if (id !== null && !product) return <FormLoading error={existing.error} />;

  return (
    <section className="admin-panel">
      <h1 className="admin-panel__title">{id === null ? t('admin.add.products') : t('admin.edit.products')}</h1>
      {product ? <p className="admin-panel__subject">{localizedName(product, i18n.language)}</p> : null}
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <AdminSelect
          label={t('admin.fields.subcategory')}
          name="subcategory_id"
          value={form.values.subcategory_id}
          onChange={(v) => form.set('subcategory_id', v)}
          options={subcategoryOptions}
          placeholder={t('admin.common.choose')}
          error={form.errors['subcategory_id']}
        />
        <LocalizedInputs field="name" label={t('admin.fields.name')} values={form.values as never} onChange={setText} errors={form.errors} />
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
        <LocalizedInputs field="short_description" label={t('admin.fields.shortDescription')} values={form.values as never} onChange={setText} errors={form.errors} />
        <LocalizedInputs field="description" label={t('admin.fields.description')} values={form.values as never} onChange={setText} errors={form.errors} multiline />
        <LocalizedInputs field="pack_description" label={t('admin.fields.packDescription')} values={form.values as never} onChange={setText} errors={form.errors} />
        <p className="field__hint">{t('admin.hints.packDescription')}</p>
        <div className="admin-form__row">
          <AdminSelect
            label={t('admin.fields.unit')}
            name="unit"
            value={form.values.unit}
            onChange={(v) => form.set('unit', v)}
            options={[
              { value: 'piece', label: t('admin.units.piece') },
              { value: 'kg', label: t('admin.units.kg') },
            ]}
            error={form.errors['unit']}
          />
          <AdminSelect
            label={t('admin.fields.vatRate')}
            name="vat_rate"
            value={form.values.vat_rate}
            onChange={(v) => form.set('vat_rate', v)}
            options={VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
            error={form.errors['vat_rate']}
          />
        </div>
        <AdminCheckbox label={t('admin.fields.activeProduct')} name="active" checked={form.values.active} onChange={(v) => form.set('active', v)} />
        <ImagePicker current={product?.image_url ?? null} file={image} onFile={setImageFile} />
        <FormActions
          busy={create.isPending || update.isPending || setImage.isPending}
          code={form.code}
          saved={form.saved}
          onDelete={id !== null ? () => setConfirming(true) : undefined}
        />
      </form>
      {product ? (
        <>
          <OfferEditor product={product} />
          <PriceLog entries={existing.data?.price_log ?? []} />
        </>
      ) : id === null ? (
        <p className="admin-note">{t('admin.products.offersAfterSave')}</p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('admin.confirm.deleteTitle')}
        text={t('admin.confirm.deleteProduct', { name: product ? localizedName(product, i18n.language) : '' })}
        confirmLabel={t('admin.common.delete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
