import { afterEach, describe, expect, it } from '@jest/globals';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from './i18n-config';

const clearCookie = () => {
  document.cookie = 'lang=; path=/; max-age=0';
};

describe('the visitor’s language', () => {
  afterEach(() => {
    window.localStorage.clear();
    clearCookie();
  });

  it('is the one stored in this browser, even when the cookie says another', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    document.cookie = 'lang=it; path=/';
    expect(readStoredLanguage()).toBe('de');
  });

  it('is the cookie’s, the language the server sent the page in, when the browser stored none', () => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'lang=it; path=/';
    expect(readStoredLanguage()).toBe('it');
  });

  it('is French without either, or with a language we do not speak', () => {
    expect(readStoredLanguage()).toBe('fr');
    document.cookie = 'lang=en; path=/';
    expect(readStoredLanguage()).toBe('fr');
  });
});
