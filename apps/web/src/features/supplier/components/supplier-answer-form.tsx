import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type SupplierOrderResponse } from '@mercato/api-client';
import { pickLocalized, quantityProblem } from '@mercato/contracts';
import { codeMessageKey } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { buttonClass } from '../../../shared/ui/button/button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { useSupplierAnswer } from '../api/use-supplier-order';
import { zurichToday } from '../lib/format-day';

type Part = SupplierOrderResponse['part'];
type Mode = 'confirm' | 'changes' | 'reject';

/** A quantity typed by the wholesaler: 0 (none) or what the cart's rule accepts, at most what was ordered. */
function quantityOk(raw: string, unit: 'kg' | 'piece', ordered: number): boolean {
  const value = Number(raw.replace(',', '.'));
  if (raw.trim() === '' || !Number.isFinite(value)) return false;
  return value === 0 || quantityProblem(unit, value, ordered) === null;
}

/** Confirm as ordered, confirm with changes (per line, and a note), or reject with a reason. */
export function SupplierAnswerForm({ token, part }: { token: string; part: Part }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const answer = useSupplierAnswer(token);
  const [mode, setMode] = useState<Mode>('confirm');
  const [date, setDate] = useState(part.delivery_date && part.delivery_date >= zurichToday() ? part.delivery_date : zurichToday());
  const [quantities, setQuantities] = useState<Record<number, string>>(() => Object.fromEntries(part.lines.map((l) => [l.product_id, String(l.quantity)])));
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const fail = (code: string | null) => setError(t(codeMessageKey(i18n, code) ?? 'error.server_error'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode !== 'reject' && !date) return fail('invalid_delivery_date');
    if (mode === 'reject' && !reason.trim()) return fail('field_required');
    if (mode === 'changes' && part.lines.some((l) => !quantityOk(quantities[l.product_id] ?? '', l.unit, l.quantity))) return fail('invalid_quantity');
    try {
      if (mode === 'reject') await answer.reject(reason.trim());
      else
        await answer.confirm({
          delivery_date: date,
          ...(mode === 'changes'
            ? {
                lines: part.lines.map((l) => ({ product_id: l.product_id, quantity: Number((quantities[l.product_id] ?? '').replace(',', '.')) })),
                ...(note.trim() ? { note: note.trim() } : {}),
              }
            : {}),
        });
    } catch (caught) {
      fail(caught instanceof ApiError ? caught.code : 'network_error');
    }
  };

  return (
    <form className="supplier-card supplier-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{t('supplier.form.title')}</h2>
      <fieldset className="supplier-form__modes">
        <legend>{t('supplier.form.choose')}</legend>
        {(['confirm', 'changes', 'reject'] as const).map((m) => (
          <label key={m} className={mode === m ? 'supplier-mode is-selected' : 'supplier-mode'}>
            <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
            <span>{t(`supplier.form.mode.${m}`)}</span>
          </label>
        ))}
      </fieldset>

      {mode !== 'reject' ? (
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('supplier.form.date')}</label>
          <input id={`${id}-date`} type="date" value={date} min={zurichToday()} required onChange={(e) => setDate(e.target.value)} />
        </div>
      ) : null}

      {mode === 'changes' ? (
        <fieldset className="supplier-form__lines">
          <legend>{t('supplier.form.quantities')}</legend>
          <p className="supplier-hint">{t('supplier.form.quantitiesHint')}</p>
          {part.lines.map((line) => {
            const value = quantities[line.product_id] ?? '';
            const invalid = !quantityOk(value, line.unit, line.quantity);
            return (
              <div key={line.product_id} className={invalid ? 'field is-invalid' : 'field'}>
                <label htmlFor={`${id}-q-${line.product_id}`}>
                  {pickLocalized(line, 'name', language)}{' '}
                  <span className="supplier-hint">
                    {t('supplier.form.ordered', { quantity: new Intl.NumberFormat(i18n.language).format(line.quantity), unit: t(`catalogue.unit.${line.unit}`, { count: line.quantity }) })}
                  </span>
                </label>
                <input
                  id={`${id}-q-${line.product_id}`}
                  type="number"
                  inputMode={line.unit === 'kg' ? 'decimal' : 'numeric'}
                  min={0}
                  max={line.quantity}
                  step={line.unit === 'kg' ? 0.001 : 1}
                  value={value}
                  aria-invalid={invalid}
                  onChange={(e) => setQuantities((q) => ({ ...q, [line.product_id]: e.target.value }))}
                />
              </div>
            );
          })}
          <div className="field">
            <label htmlFor={`${id}-note`}>{t('supplier.form.note')}</label>
            <textarea id={`${id}-note`} value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.target.value)} />
          </div>
        </fieldset>
      ) : null}

      {mode === 'reject' ? (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('supplier.form.reason')}</label>
          <textarea id={`${id}-reason`} value={reason} maxLength={500} rows={3} required onChange={(e) => setReason(e.target.value)} />
        </div>
      ) : null}

      <FormMessage kind="error" message={error} />
      <button type="submit" className={buttonClass(mode === 'reject' ? 'secondary' : 'primary', 'lg')} disabled={answer.pending}>
        {t(`supplier.form.submit.${mode}`)}
      </button>
    </form>
  );
}
