import { describe, expect, it } from '@jest/globals';
import { acceptedKind, checkAttachmentLimits, safeAttachmentName } from './attachment-policy.js';
import { validateFeedback } from './feedback.js';

const file = (originalName: string, size = 100) => ({ originalName, size });

describe('feedback attachments', () => {
  it('allows at most 10 files of at most 10 MB, none empty', () => {
    expect(() => checkAttachmentLimits(Array.from({ length: 10 }, () => file('a.pdf')))).not.toThrow();
    expect(() => checkAttachmentLimits(Array.from({ length: 11 }, () => file('a.pdf')))).toThrow('file_limit_exceeded');
    expect(() => checkAttachmentLimits([file('a.pdf', 10 * 1024 * 1024)])).not.toThrow();
    expect(() => checkAttachmentLimits([file('a.pdf', 10 * 1024 * 1024 + 1)])).toThrow('payload_too_large');
    expect(() => checkAttachmentLimits([file('a.pdf', 0)])).toThrow('file_type_not_allowed');
  });

  it('accepts a file only when its content is an allowed kind that its name admits', () => {
    expect(acceptedKind(file('photo.JPG'), 'jpeg')).toBe('jpeg');
    expect(acceptedKind(file('photo.jpeg'), 'jpeg')).toBe('jpeg');
    expect(acceptedKind(file('offre.docx'), 'docx')).toBe('docx');
    expect(() => acceptedKind(file('setup.pdf'), null)).toThrow('file_type_not_allowed');
    expect(() => acceptedKind(file('photo.pdf'), 'png')).toThrow('file_type_not_allowed');
    expect(() => acceptedKind(file('offre.doc'), 'docx')).toThrow('file_type_not_allowed');
    expect(() => acceptedKind(file('sans-extension'), 'pdf')).toThrow('file_type_not_allowed');
  });

  it('mails files under a clean name with the extension of their kind', () => {
    expect(safeAttachmentName('C:\\Users\\marie\\Facture été.PDF', 'pdf')).toBe('Facture été.PDF'.replace('.PDF', '.pdf'));
    expect(safeAttachmentName('../../etc/"évil"<name>.png', 'png')).toBe('évilname.png');
    expect(safeAttachmentName('.png', 'png')).toBe('attachment.png');
  });
});

describe('feedback message', () => {
  const input = { name: ' Marie ', email: 'marie@bistro.ch', phone: '021 555 01 23', company: 'Bistro', subject: 'Crème', message: 'Merci', lang: 'it' };

  it('trims the fields and keeps the language', () => {
    expect(validateFeedback(input)).toEqual({ ...input, name: 'Marie', lang: undefined, language: 'it' } as never);
  });

  it('needs every field and a real address', () => {
    for (const field of ['name', 'email', 'phone', 'company', 'subject', 'message']) {
      expect(() => validateFeedback({ ...input, [field]: ' ' })).toThrow('fill_all_fields');
    }
    expect(() => validateFeedback({ ...input, email: 'marie@bistro' })).toThrow('invalid_email');
    expect(validateFeedback({ ...input, lang: 'xx' }).language).toBe('fr');
  });
});
