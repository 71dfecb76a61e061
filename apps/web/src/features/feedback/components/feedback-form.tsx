import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeMessage } from '../../../shared/i18n/code-messages';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SubmitButton } from '../../../shared/ui/button/submit-button';
import { FormMessage } from '../../../shared/ui/form/form-message';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSendFeedback, type FeedbackInput } from '../api/use-send-feedback';
import { ACCEPT, mergeFiles } from '../lib/attachments';
import { FEEDBACK_STATUS_MS, FILE_LIMIT_MESSAGE_MS } from '../lib/timings';
import { AttachmentList } from './attachment-list';
import './feedback-form.css';

type Field = keyof FeedbackInput;

const FIELDS: ReadonlyArray<{ name: Exclude<Field, 'message'>; type: 'text' | 'email' | 'tel'; autoComplete: string }> = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
];

const EMPTY: FeedbackInput = { name: '', email: '', phone: '', company: '', subject: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type Status = { kind: 'success' | 'error'; code: string } | null;

/** A message that disappears by itself after `ms`; setting it again restarts the clock. */
function useTimedMessage<T>(ms: number): [T | null, (value: T | null) => void] {
  const [state, setState] = useState<{ value: T | null; at: number }>({ value: null, at: 0 });
  useEffect(() => {
    if (state.value === null) return;
    const timer = window.setTimeout(() => setState({ value: null, at: 0 }), ms);
    return () => window.clearTimeout(timer);
  }, [state, ms]);
  return [state.value, (value) => setState({ value, at: Date.now() })];
}

/**
 * SPEC.md sections 4, 5 and 9: the feedback form of the home page and of /Feedback. All
 * fields required; allowed files only (others silently dropped), 10 at most; a success
 * clears subject, message and files.
 */
export function FeedbackForm({ idPrefix = 'feedback', initial }: { idPrefix?: string; initial?: { subject: string; message: string } }) {
  const { t } = useTranslation();
  const message = useCodeMessage();
  const language = useLanguage();
  const { send, isPending } = useSendFeedback(language);
  const [form, setForm] = useState<FeedbackInput>(() => ({ ...EMPTY, ...initial }));
  const [files, setFiles] = useState<File[]>([]);
  const [invalid, setInvalid] = useState<{ code: string; fields: Field[] } | null>(null);
  const [status, setStatus] = useTimedMessage<Status>(FEEDBACK_STATUS_MS);
  const [limitExceeded, setLimitExceeded] = useTimedMessage<true>(FILE_LIMIT_MESSAGE_MS);
  const uid = useId();
  const hintId = `${idPrefix}-${uid}-files-hint`;

  const update = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (invalid?.fields.includes(field)) setInvalid(null);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Let the visitor pick the same file again after removing it.
    event.target.value = '';
    const merged = mergeFiles(files, picked);
    setFiles(merged.files);
    if (merged.limitExceeded) setLimitExceeded(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as unknown as FeedbackInput;
    const missing = (Object.keys(trimmed) as Field[]).filter((field) => trimmed[field] === '');
    if (missing.length) return setInvalid({ code: 'fill_all_fields', fields: missing });
    if (!EMAIL.test(trimmed.email)) return setInvalid({ code: 'invalid_email', fields: ['email'] });
    setInvalid(null);
    if (await send(trimmed, files)) {
      setForm((current) => ({ ...current, subject: '', message: '' }));
      setFiles([]);
      setStatus({ kind: 'success', code: 'feedback_sent' });
    } else {
      setStatus({ kind: 'error', code: 'feedback_error' });
    }
  };

  const isInvalid = (field: Field) => invalid?.fields.includes(field) ?? false;

  return (
    <form className="feedback-form" noValidate onSubmit={onSubmit} aria-busy={isPending || undefined}>
      <p className="feedback-form__required">{t('feedback.required')}</p>
      <div className="feedback-form__grid">
        {FIELDS.map(({ name, type, autoComplete }) => (
          <div key={name} className={name === 'subject' ? 'feedback-form__wide' : undefined}>
            <TextField
              name={name}
              type={type}
              label={t(`feedback.fields.${name}`)}
              value={form[name]}
              onChange={update(name)}
              autoComplete={autoComplete}
              required
              invalid={isInvalid(name)}
              maxLength={name === 'subject' ? 200 : 160}
            />
          </div>
        ))}
        <div className={isInvalid('message') ? 'field feedback-form__wide is-invalid' : 'field feedback-form__wide'}>
          <label className="field__label" htmlFor={`${idPrefix}-${uid}-message`}>
            {t('feedback.fields.message')}
          </label>
          <textarea
            id={`${idPrefix}-${uid}-message`}
            className="field__input feedback-form__message"
            name="message"
            rows={6}
            maxLength={10000}
            value={form.message}
            onChange={(event) => update('message')(event.target.value)}
            required
            aria-invalid={isInvalid('message') || undefined}
          />
        </div>
      </div>

      <fieldset className="feedback-form__files">
        <legend className="field__label">{t('feedback.attachments.label')}</legend>
        <div className="feedback-form__picker">
          <label className="btn btn--secondary feedback-form__pick">
            <input
              className="visually-hidden"
              type="file"
              name="files"
              multiple
              accept={ACCEPT}
              onChange={onPick}
              aria-describedby={hintId}
            />
            <PaperclipIcon />
            {t('feedback.attachments.add')}
          </label>
          <p id={hintId} className="field__hint feedback-form__hint">
            {t('feedback.attachments.hint')}
          </p>
        </div>
        {limitExceeded ? <FormMessage kind="error" message={message('file_limit_exceeded', 'file_limit_exceeded')} /> : null}
        <AttachmentList files={files} onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))} />
      </fieldset>

      {invalid ? <FormMessage kind="error" message={message(invalid.code, 'fill_all_fields')} /> : null}
      {status ? <FormMessage kind={status.kind} message={message(status.code, 'feedback_error')} /> : null}
      <div className="feedback-form__submit">
        <SubmitButton busy={isPending}>{isPending ? t('feedback.sending') : t('feedback.submit')}</SubmitButton>
      </div>
    </form>
  );
}

function PaperclipIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9" />
    </svg>
  );
}
