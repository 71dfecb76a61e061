import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { scrollToSection } from './scroll';

/** A ResizeObserver the test drives: `resize()` reports a change of the page's size. */
class FakeResizeObserver {
  static current: FakeResizeObserver | undefined;
  private connected = true;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.current = this;
  }
  observe(): void {
    this.callback(); // browsers report the initial size once
  }
  disconnect(): void {
    this.connected = false;
  }
  resize(): void {
    if (this.connected) this.callback();
  }
}

let scrolls = 0;

describe('scrollToSection keeps the section in place while the page above it loads', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrolls = 0;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    Element.prototype.scrollIntoView = function scrollIntoView() {
      scrolls += 1;
    };
    document.body.innerHTML = '<div id="grid"></div><section id="about-us">about</section>';
  });
  afterEach(() => {
    window.dispatchEvent(new Event('keydown')); // ends a hold a test left running (the user's input does)
    jest.useRealTimers();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    document.body.innerHTML = '';
  });

  it('scrolls again when the page changes size soon after', () => {
    expect(scrollToSection('about-us')).toBe(true);
    expect(scrolls).toBe(1);
    jest.advanceTimersByTime(1_000);
    FakeResizeObserver.current?.resize();
    expect(scrolls).toBe(2);
  });

  it('scrolls to the section again when a scroll ends anywhere else while it holds, and not once it has let go', () => {
    scrollToSection('about-us');
    window.dispatchEvent(new Event('scrollend')); // the smooth scroll ended short
    expect(scrolls).toBe(2);
    jest.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toBe(2);
  });

  it('lets go once the page has been still for 2 s with nothing loading', () => {
    scrollToSection('about-us');
    jest.advanceTimersByTime(2_000);
    FakeResizeObserver.current?.resize();
    expect(scrolls).toBe(1);
  });

  it('holds on while a skeleton is still loading, however long the page has been still, and lets go 2 s after it is done', () => {
    document.getElementById('grid')?.setAttribute('aria-busy', 'true');
    scrollToSection('about-us');
    jest.advanceTimersByTime(6_000);
    document.getElementById('grid')?.removeAttribute('aria-busy');
    FakeResizeObserver.current?.resize(); // the real cards replace the skeleton
    expect(scrolls).toBe(2);
    jest.advanceTimersByTime(2_000);
    FakeResizeObserver.current?.resize();
    expect(scrolls).toBe(2);
  });

  it("the user's own scrolling ends the hold at once", () => {
    document.getElementById('grid')?.setAttribute('aria-busy', 'true');
    scrollToSection('about-us');
    window.dispatchEvent(new Event('wheel'));
    FakeResizeObserver.current?.resize();
    expect(scrolls).toBe(1);
  });

  it('never holds longer than 30 s, even if something keeps loading', () => {
    document.getElementById('grid')?.setAttribute('aria-busy', 'true');
    scrollToSection('about-us');
    jest.advanceTimersByTime(30_000);
    FakeResizeObserver.current?.resize();
    expect(scrolls).toBe(1);
  });
});
