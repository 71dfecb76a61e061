import { resolveLanguage, type Language } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';
import { isEmailAddress } from '../../shared/domain/email-address.js';

/** What a visitor writes in the feedback form (SPEC.md section 3), before any check. */
export interface FeedbackInput {
  readonly name?: unknown;
  readonly email?: unknown;
  readonly phone?: unknown;
  readonly company?: unknown;
  readonly subject?: unknown;
  readonly message?: unknown;
  readonly lang?: unknown;
}

export interface Feedback {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly company: string;
  readonly subject: string;
  readonly message: string;
  readonly language: Language;
}

/** Generous limits that stop abuse without ever cutting a real message. */
const MAX_LENGTH = { name: 120, email: 254, phone: 40, company: 160, subject: 200, message: 10_000 } as const;

type TextField = keyof typeof MAX_LENGTH;

function text(input: FeedbackInput, field: TextField): string {
  const raw = input[field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) throw new DomainError('fill_all_fields', { field });
  if (value.length > MAX_LENGTH[field]) throw new DomainError('invalid_data', { field });
  return value;
}

/** SPEC.md section 5: every field is required, and the e-mail must look like one. */
export function validateFeedback(input: FeedbackInput): Feedback {
  const fields = {
    name: text(input, 'name'),
    email: text(input, 'email'),
    phone: text(input, 'phone'),
    company: text(input, 'company'),
    subject: text(input, 'subject'),
    message: text(input, 'message'),
  };
  if (!isEmailAddress(fields.email)) throw new DomainError('invalid_email');
  return { ...fields, language: resolveLanguage(input.lang) };
}
