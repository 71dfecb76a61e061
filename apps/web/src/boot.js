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
})();
