import { AlertIcon, CheckCircleIcon } from '../icons/ui-icons';
import './form.css';

interface FormMessageProps {
  kind: 'error' | 'success';
  /** Already translated; nothing is shown without one. */
  message: string | null;
  id?: string;
}

/**
 * The outcome of a form, under or above its fields. Errors are announced at once (alert),
 * successes politely (status).
 */
export function FormMessage({ kind, message, id }: FormMessageProps) {
  if (!message) return null;
  return (
    <div id={id} className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="form-message__icon">{kind === 'error' ? <AlertIcon size={20} /> : <CheckCircleIcon size={20} />}</span>
      <p>{message}</p>
    </div>
  );
}
