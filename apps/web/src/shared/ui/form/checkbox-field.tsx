import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../icons/ui-icons';
import './form.css';

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** May hold a link (e.g. to the privacy policy). */
  label: ReactNode;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
}

/** A checkbox with a large hit area and a label that may contain links. */
export function CheckboxField({ name, checked, onChange, label, invalid = false, disabled = false, required = false }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={invalid ? 'checkbox-field is-invalid' : 'checkbox-field'}>
      <span className="checkbox-field__box">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          required={required}
        />
        <CheckIcon size={16} className="checkbox-field__tick" />
      </span>
      <label htmlFor={id} className="checkbox-field__label">
        {label}
      </label>
    </div>
  );
}
