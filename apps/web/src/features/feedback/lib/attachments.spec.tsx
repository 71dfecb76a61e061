import { describe, expect, it } from '@jest/globals';
import { isAllowedFile, mergeFiles, shortenFileName, visibleFiles } from './attachments';

const file = (name: string, type = '', size = 100) => ({ name, type, size, lastModified: 1 });

describe('feedback attachments', () => {
  it('keeps the SPEC.md types and drops the others', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.webp', 'a.gif', 'a.pdf', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx']) {
      expect(isAllowedFile(file(name))).toBe(true);
    }
    for (const name of ['a.exe', 'a.zip', 'a.txt', 'a.svg', 'pdf', 'a.pdf.exe']) expect(isAllowedFile(file(name))).toBe(false);
    expect(isAllowedFile(file('photo.png', 'application/x-msdownload'))).toBe(false);
    expect(isAllowedFile(file('photo.png', 'image/png'))).toBe(true);
  });

  it('adds at most 10 files, says when some were dropped, and never adds one twice', () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`f${i}.pdf`));
    const merged = mergeFiles(nine, [file('a.pdf'), file('b.pdf'), file('c.exe')]);
    expect(merged.files.map((f) => f.name)).toEqual([...nine.map((f) => f.name), 'a.pdf']);
    expect(merged.limitExceeded).toBe(true);

    const again = mergeFiles(merged.files.slice(0, 3), [merged.files[0]!, file('virus.exe')]);
    expect(again).toEqual({ files: merged.files.slice(0, 3), limitExceeded: false });
    expect(mergeFiles([], [file('x.txt')])).toEqual({ files: [], limitExceeded: false });
  });

  it('cuts names longer than 10 characters to 10, an ellipsis and the extension', () => {
    expect(shortenFileName('photographie-cuisine.jpg')).toBe('photograph….jpg');
    expect(shortenFileName('menu.pdf')).toBe('menu.pdf');
    expect(shortenFileName('abcdefghij.pdf')).toBe('abcdefghij.pdf');
    expect(shortenFileName('abcdefghijk.pdf')).toBe('abcdefghij….pdf');
    expect(shortenFileName('sans-extension-longue')).toBe('sans-exten…');
  });

  it('shows 4 files while collapsed', () => {
    const six = [1, 2, 3, 4, 5, 6];
    expect(visibleFiles(six, false)).toEqual({ shown: [1, 2, 3, 4], hidden: 2 });
    expect(visibleFiles(six, true)).toEqual({ shown: six, hidden: 0 });
    expect(visibleFiles([1, 2, 3, 4], false)).toEqual({ shown: [1, 2, 3, 4], hidden: 0 });
  });
});
