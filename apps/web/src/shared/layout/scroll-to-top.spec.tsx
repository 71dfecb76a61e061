import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { elapse, installFakeTimers, uninstallFakeTimers } from '../../testing/fake-timers';
import { renderRoutes } from '../../testing/render';
import { ScrollToTop } from './scroll-to-top';

let scrolledTo: string[] = [];
let showLateSection: (() => void) | undefined;

/** A home page whose section renders late, as a Suspense boundary does on a busy phone. */
function Home() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    showLateSection = () => setLate(true);
  }, []);
  return (
    <>
      <ScrollToTop />
      <section id="early">early</section>
      {late && <section id="about-us">about</section>}
    </>
  );
}

describe('ScrollToTop', () => {
  beforeEach(() => {
    installFakeTimers();
    scrolledTo = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this.id);
    };
  });
  afterEach(() => {
    uninstallFakeTimers();
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  });

  it('scrolls to a section that is there 100 ms after the navigation', async () => {
    renderRoutes([{ path: '/', element: <Home /> }], { route: '/#early' });
    await elapse(99);
    expect(scrolledTo).toEqual([]);
    await elapse(1);
    expect(scrolledTo).toEqual(['early']);
  });

  it('waits for a section that renders later, then scrolls to it and moves focus there', async () => {
    renderRoutes([{ path: '/', element: <Home /> }], { route: '/#about-us' });
    await elapse(1_500);
    expect(scrolledTo).toEqual([]);

    act(() => showLateSection?.());
    await elapse(0);
    expect(scrolledTo).toEqual(['about-us']);
    expect(document.activeElement?.id).toBe('about-us');
  });

  it('gives up on a section that never appears, and later changes of the page scroll nowhere', async () => {
    renderRoutes([{ path: '/', element: <Home /> }], { route: '/#about-us' });
    await elapse(10_200);
    act(() => showLateSection?.());
    await elapse(0);
    expect(scrolledTo).toEqual([]);
  });
});
