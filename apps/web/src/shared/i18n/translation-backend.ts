import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE } from '@mercato/contracts';
import fallbackTexts from '@mercato/i18n/translations/fr.json' with { type: 'json' };

/** How long a language's texts may take before the page goes on without them. */
const LOAD_TIMEOUT_MS = 8_000;

/**
 * French, the default language, comes from the copy that ships with the app (the same file the
 * API serves, built together): the first page needs no request before it can show its texts.
 * Other languages load from `/translate/{lng}.json`, once (no retries that would keep the page
 * blank). A failed load is only logged (SPEC.md section 7), and the page goes on
 * with the texts of the fallback language, French, whose copy ships with the app: it never
 * shows a blank page or raw keys.
 */
export function translationBackend(load: typeof fetch = (input, init) => fetch(input, init)): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      if (language === DEFAULT_LANGUAGE) return callback(null, fallbackTexts as ResourceKey);
      load(`/translate/${encodeURIComponent(language)}.json`, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) })
        .then(async (answer) => {
          if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
          return (await answer.json()) as ResourceKey;
        })
        .then((texts) => callback(null, texts))
        .catch((error: unknown) => {
          console.error(`[i18n] could not load the "${language}" texts (${namespace}); showing the French ones`, error);
          callback(null, language === DEFAULT_LANGUAGE ? (fallbackTexts as ResourceKey) : {});
        });
    },
  };
}
