/*
 * Runs before the first paint of a prerendered page (a classic script in <head>, a file of its
 * own: the CSP allows no inline script). The prerendered HTML shows the page as a visitor with
 * nothing stored sees it; what only this browser knows is marked on <html>, and the stylesheet
 * hides what would be wrong for it until the app has adopted the page (main.tsx then removes the
 * marks): a signed-in visitor never sees "sign in", the cart never says "sign in to order" to
 * someone with a cart, and a page in another language than the visitor's stays hidden until the
 * app shows it in the right one.
 */
/* global document, window */
(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var user = read('user');
  if (user && user.indexOf('"email"') !== -1) root.setAttribute('data-boot-user', '');
  var cart = read('cart');
  if (cart && cart !== '[]') root.setAttribute('data-boot-cart', '');
  if (read('adminSession') === '1') root.setAttribute('data-boot-staff', '');
  var language = (read('lang') || 'fr').trim().slice(0, 2).toLowerCase();
  if (['fr', 'de', 'it'].indexOf(language) === -1) language = 'fr';
  if (language !== root.lang) root.setAttribute('data-boot-other-language', '');

  /*
   * Until the app runs the page (it marks <html> with data-app-live), a form of the prerendered
   * page is plain HTML: submitted then (Enter, a password manager's autofill), the browser would
   * send it as a GET to the page's own address, the password of the sign-in form in the URL (in
   * the history, the server's access log, the next page's referrer). Such a submit does nothing;
   * once the page is live, the app takes the form's submits.
   */
  document.addEventListener(
    'submit',
    function (event) {
      if (root.hasAttribute('data-app-live')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );

  /*
   * The page's scripts and texts (named by the prerender in <meta name="mercato-start">, the
   * entry last) only make the painted page live: they are asked for once the page has painted
   * (its first contentful paint, as the browser reports it), so that its stylesheet, font and
   * first image get the connection alone. Asked for at once: in a hidden tab (it paints nothing)
   * and for a page the stylesheet keeps hidden until the app shows it in the visitor's language.
   * Without paint timing: after the first frame. At the latest after 5 s.
   */
  var start = document.querySelector('meta[name="mercato-start"]');
  if (!start) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var files = start.getAttribute('content').split(' ');
    for (var i = 0; i < files.length; i++) {
      var file = files[i];
      var element;
      if (i === files.length - 1) {
        element = document.createElement('script');
        element.type = 'module';
        element.src = file;
      } else {
        element = document.createElement('link');
        if (/\.js$/.test(file)) element.rel = 'modulepreload';
        else {
          element.rel = 'preload';
          element.setAttribute('as', 'fetch');
        }
        element.href = file;
      }
      element.setAttribute('crossorigin', 'anonymous');
      document.head.appendChild(element);
    }
  }
  if (document.visibilityState === 'hidden' || root.hasAttribute('data-boot-other-language')) return load();
  document.addEventListener('visibilitychange', load);
  window.setTimeout(load, 5000);
  var Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') !== -1) {
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (typeof window.requestAnimationFrame === 'function') {
    /* The frame's callbacks run just before it paints; a task queued from them runs after it. */
    window.requestAnimationFrame(function () {
      window.setTimeout(load, 0);
    });
  } else load();
})();
