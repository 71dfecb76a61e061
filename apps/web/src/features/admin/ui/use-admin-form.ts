import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../shared/ui/notification/notification';
import { formFailure } from '../api/form-failure';

/** Values of a form by field name, with the API's field errors and its overall code. */
export function useAdminForm<T extends Record<string, unknown>>(initial: T) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [code, setCode] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  return {
    values,
    errors,
    code,
    saved,
    reset: (next: T) => {
      setValues(next);
      setErrors({});
      setCode(null);
    },
    set: <K extends keyof T>(name: K, value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setSaved(false);
    },
    /** Runs a save; a failure fills the field errors (or the form's message), a success says so. */
    submit: async (work: () => Promise<void>) => {
      setErrors({});
      setCode(null);
      setSaved(false);
      try {
        await work();
        setSaved(true);
        // Also said at the top of the page: a new record's form reopens at its own address.
        notify({ kind: 'success', message: t('admin.common.saved') });
      } catch (error) {
        const failure = formFailure(error);
        setErrors(failure.fields);
        setCode(Object.keys(failure.fields).length ? 'invalid_data' : (failure.code ?? 'server_error'));
      }
    },
  };
}

/** A decimal as typed in Switzerland ("12,50" or "12.50"); NaN when it is none. */
export function readDecimal(text: string): number {
  const value = text.trim().replace(/['’\s]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}
