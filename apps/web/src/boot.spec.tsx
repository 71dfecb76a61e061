import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
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

  describe('the scripts and texts of a page that paints from its HTML', () => {
    const START = '/translate/de.json /assets/shop-routes-a.js /assets/react-b.js /assets/index-c.js';
    const added = () =>
      [...document.head.querySelectorAll('link, script')].map((element) =>
        element instanceof HTMLScriptElement ? `script ${element.type} ${element.getAttribute('src')}` : `link ${element.getAttribute('rel')} ${element.getAttribute('as') ?? ''} ${element.getAttribute('href')}`.replace('  ', ' '),
      );
    let visibility: DocumentVisibilityState;
    let frames: FrameRequestCallback[];
    let listeners: Array<[string, EventListenerOrEventListenerObject]>;

    beforeEach(() => {
      document.head.innerHTML = `<meta name="mercato-start" content="${START}" />`;
      visibility = 'visible';
      frames = [];
      listeners = [];
      jest.useFakeTimers();
      jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      const add = document.addEventListener.bind(document);
      jest.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.push([type, listener]);
        add(type, listener);
      });
    });

    afterEach(() => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
      jest.useRealTimers();
      jest.restoreAllMocks();
      document.head.innerHTML = '';
    });

    const expected = [
      'link preload fetch /translate/de.json',
      'link modulepreload /assets/shop-routes-a.js',
      'link modulepreload /assets/react-b.js',
      'script module /assets/index-c.js',
    ];

    /** A browser with paint timing: `paint` reports the entries the browser would. */
    const withPaintTiming = () => {
      const observers: Array<(names: string[]) => void> = [];
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        connected = false;
        constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true });
          this.connected = true;
          observers.push((names) => this.connected && this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }));
        }
        disconnect() {
          this.connected = false;
        }
      }
      Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
      return (...names: string[]) => observers.forEach((notify) => notify(names));
    };

    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('asks for nothing before the first contentful paint, then for all of them, the entry last, once', () => {
      const paint = withPaintTiming();
      runBoot();
      expect(added()).toEqual([]);
      paint('first-paint');
      expect(added()).toEqual([]);
      paint('first-contentful-paint');
      expect(added()).toEqual(expected);
      paint('first-contentful-paint');
      jest.runAllTimers();
      expect(added()).toEqual(expected);
    });

    it('asks after 5 s if no paint is reported', () => {
      withPaintTiming();
      runBoot();
      jest.advanceTimersByTime(4999);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(expected);
    });

    it('asks at once for a page kept hidden until the app shows it in the stored language', () => {
      withPaintTiming();
      localStorage.setItem('lang', 'de');
      runBoot();
      expect(document.documentElement.hasAttribute('data-boot-other-language')).toBe(true);
      expect(added()).toEqual(expected);
      document.documentElement.removeAttribute('data-boot-other-language');
    });

    it('without paint timing, asks after the first frame', () => {
      runBoot();
      expect(added()).toEqual([]);
      frames.forEach((callback) => callback(0));
      expect(added()).toEqual([]);
      jest.runOnlyPendingTimers();
      expect(added()).toEqual(expected);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(added()).toEqual(expected);
      expect([...document.head.querySelectorAll('link, script')].every((element) => element.getAttribute('crossorigin') === 'anonymous')).toBe(true);
    });

    it('asks at once in a hidden tab (it never paints)', () => {
      visibility = 'hidden';
      runBoot();
      expect(added()).toEqual(expected);
    });

    it('asks when the tab is hidden before the first paint', () => {
      runBoot();
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(added()).toEqual(expected);
    });

    it('leaves a page without the list alone (the empty page loads its script itself)', () => {
      document.head.innerHTML = '';
      runBoot();
      frames.forEach((callback) => callback(0));
      jest.runOnlyPendingTimers();
      expect(added()).toEqual([]);
    });
  });
});
