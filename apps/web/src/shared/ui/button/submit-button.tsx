import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button';

interface SubmitButtonProps {
  children: ReactNode;
  /** While true the button is disabled and shows a spinner next to its label. */
  busy?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
}

/** The full-width submit button of a form, with a busy state. */
export function SubmitButton({ children, busy = false, disabled = false, variant = 'primary' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`${buttonClass(variant, 'lg')} btn--block`} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
