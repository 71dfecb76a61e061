/**
 * Jest setup of the web component tests (jsdom). jsdom lacks a few browser APIs the app
 * uses: TextEncoder/TextDecoder (react-router) and scrolling (every navigation scrolls).
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
globalThis.scrollTo = () => undefined;
globalThis.Element.prototype.scrollIntoView = function scrollIntoView() {};
