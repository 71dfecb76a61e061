import { useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons/ui-icons';
import './form.css';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: InputMode;
  /** Shown as required to assistive technology; the form itself checks and explains. */
  required?: boolean;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** A line under the input, read with it. */
  hint?: ReactNode;
  /** Ids of further elements that describe the input (e.g. a rules list). */
  describedBy?: string;
  autoFocus?: boolean;
  /**
   * A one-line text that wraps instead of scrolling out of sight (a restaurant's name or address):
   * a textarea as high as its text, where Enter submits the form and line breaks are dropped.
   */
  wrap?: boolean;
}

/**
 * A labelled input of the one form style. Forms validate themselves (`noValidate`) so that
 * every message is in the interface language; `required` only informs assistive technology.
 */
export function TextField({
  label,
  value,
  onChange,
  name,
  type = 'text',
  autoComplete,
  inputMode,
  required = false,
  optional = false,
  invalid = false,
  disabled = false,
  maxLength,
  hint,
  describedBy,
  autoFocus,
  wrap = false,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedByIds = [hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={invalid ? 'field is-invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> ({t('form.optional')})</span> : null}
      </label>
      <div className={isPassword ? 'field__control field__control--password' : 'field__control'}>
        {wrap ? (
          <WrappingInput
            id={id}
            name={name}
            value={value}
            onChange={onChange}
            autoComplete={autoComplete}
            required={required}
            invalid={invalid}
            describedBy={describedByIds}
            disabled={disabled}
            maxLength={maxLength}
          />
        ) : (
        <input
          id={id}
          className="field__input"
          name={name}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          disabled={disabled}
          maxLength={maxLength}
          autoFocus={autoFocus}
          spellCheck={isPassword || type === 'email' ? false : undefined}
          autoCapitalize={isPassword || type === 'email' ? 'none' : undefined}
        />
        )}
        {isPassword ? (
          <button
            type="button"
            className="field__reveal"
            onClick={() => setRevealed((shown) => !shown)}
            aria-pressed={revealed}
            aria-label={t('form.showPassword')}
            title={t(revealed ? 'form.hidePassword' : 'form.showPassword')}
            disabled={disabled}
          >
            {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface WrappingInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  required: boolean;
  invalid: boolean;
  describedBy?: string;
  disabled: boolean;
  maxLength?: number;
}

/** A one-line value in a textarea that grows with its text, so nothing of it is ever cut off. */
function WrappingInput({ id, name, value, onChange, autoComplete, required, invalid, describedBy, disabled, maxLength }: WrappingInputProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const fit = () => {
      element.style.height = 'auto';
      element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
    };
    fit();
    // The width changes with the window (a phone turned), and with it the lines the text needs.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [value]);
  return (
    <textarea
      ref={area}
      id={id}
      className="field__input field__input--wrap"
      name={name}
      rows={1}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ' '))}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        event.currentTarget.form?.requestSubmit();
      }}
      autoComplete={autoComplete}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      maxLength={maxLength}
    />
  );
}
