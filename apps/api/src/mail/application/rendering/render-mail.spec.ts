import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '@mercato/contracts';
import { renderMail } from './render-mail.js';

describe('renderMail', () => {
  it.each(LANGUAGES)('writes the verification code mail in %s with the six digits together', (language) => {
    const mail = renderMail('verification_code', language, { purpose: 'register' }, { code: '048213' });
    expect(mail.subject).toContain('048213');
    expect(mail.text).toMatch(/(^|\D)048213(\D|$)/);
    expect(mail.html).toContain('048213');
  });

  it('speaks each language', () => {
    const subjects = LANGUAGES.map((l) => renderMail('verification_code', l, { purpose: 'reset' }, { code: '123456' }).subject);
    expect(new Set(subjects).size).toBe(3);
    expect(renderMail('verification_code', 'de', { purpose: 'reset' }, { code: '123456' }).text).toContain('Passwort');
  });

  it('refuses to send a code mail without a proper code', () => {
    expect(() => renderMail('verification_code', 'fr', { purpose: 'register' }, { code: '12' })).toThrow();
  });
});
