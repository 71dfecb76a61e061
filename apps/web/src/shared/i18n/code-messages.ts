import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

/**
 * The texts of the codes the API and the forms speak in (SPEC.md section 8): failures under
 * `error.<code>`, successes and notices under `success.<code>`. SPEC.md writes some of them
 * with their group (`error.passwords_do_not_match`); both spellings are accepted.
 */
const GROUPS = ['error', 'success'] as const;

function bareCode(code: string): string {
  return code.replace(/^(error|success)\./, '');
}

/** The translation key of a code, or null when no text exists for it. */
export function codeMessageKey(i18n: I18n, code: string | null | undefined): string | null {
  if (!code) return null;
  const bare = bareCode(code);
  for (const group of GROUPS) {
    const key = `${group}.${bare}`;
    if (i18n.exists(key)) return key;
  }
  return null;
}

/**
 * Translates a code, or the fallback code when the first is unknown or missing, e.g.
 * `message(error.code, 'login_failed')`.
 */
export function useCodeMessage(): (code: string | null | undefined, fallbackCode: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (code, fallbackCode) => t(codeMessageKey(i18n, code) ?? codeMessageKey(i18n, fallbackCode) ?? fallbackCode),
    [t, i18n],
  );
}
