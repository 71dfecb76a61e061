import { beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** boot.js as the browser runs it: a classic script, before the first paint of a prerendered page. */
const runBoot = () => new Function(readFileSync(join(process.cwd(), 'apps/web/src/boot.js'), 'utf8'))();

const marks = () => [...document.documentElement.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('data-boot-')).sort();

describe('boot.js', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const name of marks()) document.documentElement.removeAttribute(name);
    document.documentElement.lang = 'fr';
  });

  it('marks nothing for a visitor with nothing stored, on a French page', () => {
    runBoot();
    expect(marks()).toEqual([]);
  });

  it('marks a signed-in visitor, a cart and staff, so the stylesheet hides the visitor view', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'chef@bistro.ch' }));
    localStorage.setItem('cart', JSON.stringify([{ id: 1, quantity: 2 }]));
    localStorage.setItem('adminSession', '1');
    runBoot();
    expect(marks()).toEqual(['data-boot-cart', 'data-boot-staff', 'data-boot-user']);
  });

  it('ignores an empty cart and a user entry without an e-mail', () => {
    localStorage.setItem('user', JSON.stringify({ id: 3 }));
    localStorage.setItem('cart', '[]');
    runBoot();
    expect(marks()).toEqual([]);
  });

  it('marks a page in another language than the stored one (it stays hidden until the app shows the right one)', () => {
    localStorage.setItem('lang', 'de');
    runBoot();
    expect(marks()).toEqual(['data-boot-other-language']);
    document.documentElement.removeAttribute('data-boot-other-language');
    document.documentElement.lang = 'de';
    runBoot();
    expect(marks()).toEqual([]);
  });

  it('treats an unknown stored language as French, as the app does', () => {
    localStorage.setItem('lang', 'xx');
    runBoot();
    expect(marks()).toEqual([]);
  });
});
