import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

/** Label, control and the field's own error (a code, translated), in the one form style. */
function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useId();
  const message = useCodeMessage();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field is-invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, describedBy)}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="admin-field__error">
          {message(error, 'invalid_data')}
        </p>
      ) : null}
    </div>
  );
}

interface InputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'number';
  inputMode?: 'decimal' | 'numeric' | 'text';
  multiline?: boolean;
  required?: boolean;
  disabled?: boolean;
}

export function AdminInput({ label, name, value, onChange, error, hint, type = 'text', inputMode, multiline, required, disabled }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(id, describedBy) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            className="field__input admin-field__textarea"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            required={required}
            disabled={disabled}
            rows={3}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            inputMode={inputMode}
            className="field__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            required={required}
            disabled={disabled}
          />
        )
      }
    </FieldShell>
  );
}

interface SelectProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  placeholder?: string;
}

export function AdminSelect({ label, name, value, onChange, options, error, placeholder }: SelectProps) {
  return (
    <FieldShell label={label} error={error}>
      {(id, describedBy) => (
        <select
          id={id}
          name={name}
          className="field__input admin-field__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function AdminCheckbox({ label, name, checked, onChange }: { label: string; name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="admin-checkbox">
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The same text in French, German and Italian, side by side: `name_fr`, `name_de`, `name_it`. */
export function LocalizedInputs({
  field,
  label,
  values,
  onChange,
  errors,
  multiline,
}: {
  field: string;
  label: string;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  errors: Record<string, string>;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="admin-localized">
      <legend className="admin-localized__legend">{label}</legend>
      <div className="admin-localized__grid">
        {(['fr', 'de', 'it'] as const).map((lang) => {
          const name = `${field}_${lang}`;
          return (
            <AdminInput
              key={name}
              label={t(`languages.names.${lang}`)}
              name={name}
              value={values[name] ?? ''}
              onChange={(value) => onChange(name, value)}
              error={errors[name]}
              multiline={multiline}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
