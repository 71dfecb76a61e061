import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ReadCallback, ResourceKey } from 'i18next';
import fr from '../../../../../libs/i18n/translations/fr.json' with { type: 'json' };
import { translationBackend } from './translation-backend';

function read(
  load: typeof fetch,
  language: string,
  shipped?: () => Promise<ResourceKey>,
): Promise<{ error: unknown; texts: ResourceKey | boolean | null | undefined }> {
  return new Promise((resolve) => {
    const callback: ReadCallback = (error, texts) => resolve({ error, texts });
    translationBackend(load, shipped).read(language, 'translation', callback);
  });
}

const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;

describe('translation backend', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('loads a language from /translate/{lng}.json', async () => {
    const load = jest.fn(async () => answer(200, { header: { about: 'Über uns' } }));

    const { error, texts } = await read(load as unknown as typeof fetch, 'de');

    expect(load).toHaveBeenCalledTimes(1);
    expect((load.mock.calls[0] as unknown[])[0]).toBe('/translate/de.json');
    expect([error, texts]).toEqual([null, { header: { about: 'Über uns' } }]);
  });

  it('loads French like the others, from /translate/fr.json (the prerendered page preloads it)', async () => {
    const load = jest.fn(async () => answer(200, { header: { about: 'À propos' } }));
    const shipped = jest.fn(async () => fr as ResourceKey);

    const french = await read(load as unknown as typeof fetch, 'fr', shipped);

    expect((load.mock.calls[0] as unknown[])[0]).toBe('/translate/fr.json');
    expect([french.error, french.texts]).toEqual([null, { header: { about: 'À propos' } }]);
    expect(shipped).not.toHaveBeenCalled();
  });

  it('gives the French copy that ships with the app when /translate/fr.json cannot load', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

    const french = await read(offline as unknown as typeof fetch, 'fr');

    expect([french.error, french.texts]).toEqual([null, fr]);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed load, once, and leaves the texts to the French fallback', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

    // A language that could not load gives nothing of its own: i18next falls back to French for each text.
    const italian = await read(offline as unknown as typeof fetch, 'it');
    expect([italian.error, italian.texts]).toEqual([null, {}]);
    const german = await read(jest.fn(async () => answer(500, {})) as unknown as typeof fetch, 'de');
    expect([german.error, german.texts]).toEqual([null, {}]);

    expect(offline).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
