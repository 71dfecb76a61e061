import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES, LANGUAGES } from '@mercato/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../testing/test-i18n';
import { codeMessageKey, useCodeMessage } from './code-messages';

/** Codes the web app itself shows (SPEC.md section 8), beyond those the API may answer. */
const WEB_CODES = [
  'email_not_found',
  'verification_error',
  'send_code_error',
  'resend_code_error',
  'network_error_resend',
  'reset_password_error',
  'password_input_error',
  'profile_update_error',
  'email_change_send_error',
  'password_change_error',
  'file_limit_exceeded',
  'feedback_error',
];

const SUCCESS_CODES = [
  'registration_verified',
  'code_confirmed',
  'email_already_confirmed',
  'email_updated',
  'old_email_confirmed_code_sent',
  'old_email_already_confirmed',
  'check_email_for_code',
  'email_change_code_sent',
  'reset_code_sent',
  'new_code_sent',
  'password_updated',
  'login_success',
  'promo_applied',
  'feedback_sent',
];

describe('code messages', () => {
  it.each(LANGUAGES)('has a %s text for every code of the API, of the screens and of success', (language) => {
    const i18n = createTestI18n(language);
    const missing = [...ERROR_CODES, ...WEB_CODES, ...SUCCESS_CODES].filter((code) => {
      const key = codeMessageKey(i18n, code);
      return !key || i18n.getResource(language, 'translation', key) === undefined;
    });
    expect(missing).toEqual([]);
  });

  it('translates a code with or without its group, and falls back for an unknown one', () => {
    const i18n = createTestI18n('it');
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useCodeMessage(), { wrapper });

    expect(result.current('invalid_credentials', 'login_failed')).toBe('E-mail o password errata.');
    expect(result.current('error.accept_privacy_required', 'registration_failed')).toBe("Deve accettare l’informativa sulla privacy.");
    expect(result.current('password_updated', 'reset_password_error')).toBe('Password aggiornata. Ora può accedere.');
    expect(result.current('no_such_code', 'login_failed')).toBe("L’accesso non è riuscito. Riprovi.");
    expect(result.current(null, 'network_error')).toBe('Errore di rete: controlli la connessione e riprovi più tardi.');
  });
});
