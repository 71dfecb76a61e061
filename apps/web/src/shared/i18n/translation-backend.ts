import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE } from '@mercato/contracts';

/** How long a language's texts may take before the page goes on without them. */
const LOAD_TIMEOUT_MS = 8_000;

/** The copy of the French texts that ships with the app: a file of its own, fetched only when needed. */
async function shippedFrench(): Promise<ResourceKey> {
  const texts = await import('@mercato/i18n/translations/fr.json', { with: { type: 'json' } });
  return texts.default as ResourceKey;
}

/**
 * Every language's texts load from `/translate/{lng}.json`, once (no retries that would keep
 * the page blank); a prerendered page has already asked for its own with the page (a preload),
 * so they arrive beside the script instead of inside it. A failed load is only logged (SPEC.md
 * section 7), and the page goes on with the texts of the fallback language, French; when
 * French itself cannot load, its copy that ships with the app stands in: the page never shows
 * a blank page or raw keys.
 */
export function translationBackend(
  load: typeof fetch = (input, init) => fetch(input, init),
  shipped: () => Promise<ResourceKey> = shippedFrench,
): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      load(`/translate/${encodeURIComponent(language)}.json`, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) })
        .then(async (answer) => {
          if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
          return (await answer.json()) as ResourceKey;
        })
        .then((texts) => callback(null, texts))
        .catch(async (error: unknown) => {
          console.error(`[i18n] could not load the "${language}" texts (${namespace}); showing the French ones`, error);
          if (language !== DEFAULT_LANGUAGE) return callback(null, {});
          try {
            callback(null, await shipped());
          } catch (failure: unknown) {
            console.error('[i18n] could not load the French texts that ship with the app', failure);
            callback(null, {});
          }
        });
    },
  };
}
