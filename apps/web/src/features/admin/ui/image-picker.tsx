import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES } from '@mercato/contracts';

/** Picks a jpeg, png or webp image (checked again by the server, by content) and shows it. */
export function ImagePicker({ current, file, onFile }: { current: string | null; file: File | null; onFile: (file: File | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? current;
  return (
    <div className="field admin-image">
      <label className="field__label" htmlFor={id}>
        {t('admin.fields.image')}
      </label>
      <div className="admin-image__row">
        {shown ? <img className="admin-image__preview" src={shown} alt="" /> : <span className="admin-image__none">{t('admin.hints.noImage')}</span>}
        <input
          id={id}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setTooLarge(chosen !== null && chosen.size > IMAGE_MAX_BYTES);
            onFile(chosen && chosen.size <= IMAGE_MAX_BYTES ? chosen : null);
          }}
        />
      </div>
      <p className={tooLarge ? 'admin-field__error' : 'field__hint'}>{tooLarge ? t('error.payload_too_large') : t('admin.hints.image')}</p>
    </div>
  );
}
