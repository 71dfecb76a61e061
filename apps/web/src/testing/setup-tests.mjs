/**
 * Jest setup of the web component tests (jsdom). jsdom lacks a few browser APIs the app
 * uses: TextEncoder/TextDecoder (react-router), Request (the data router wraps every
 * navigation in one) and scrolling (every navigation scrolls).
 */
import { TextDecoder, TextEncoder } from 'node:util';

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
