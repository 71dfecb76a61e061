/**
 * Jest setup of the web component tests (jsdom). jsdom lacks a few browser APIs the app
 * uses: TextEncoder/TextDecoder (react-router), Request (the data router wraps every
 * navigation in one) and scrolling (every navigation scrolls).
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

/**
 * `findBy…` and `waitFor` wait up to 8 s instead of 1 s: on a busy 2-core CI machine, with the
 * API and browser tests running beside these, a lazily loaded screen can take longer than a
 * second to render (CI once failed `routes.spec` and `admin-guard.spec` this way). A test that
 * passes only waits as long as the screen takes. Configured through @testing-library/dom: importing
 * @testing-library/react here, before Jest's globals exist, would skip its cleanup after each test.
 */
configure({ asyncUtilTimeout: 8_000 });

Object.assign(globalThis, { TextDecoder, TextEncoder });
globalThis.scrollTo = () => undefined;
globalThis.Element.prototype.scrollIntoView = function scrollIntoView() {};

/**
 * The data router only reads a navigation request's url, method and abort signal (the app has
 * no loaders or actions). Node's own Request would refuse jsdom's AbortSignal.
 */
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input instanceof Request ? input.url : input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Headers(init.headers);
      this.body = init.body ?? null;
    }
  };
}
