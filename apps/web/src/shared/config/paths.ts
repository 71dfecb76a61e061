/**
 * Every route of the app (SPEC.md section 2) as typed constants. It lives in `shared` because
 * the header, the features and the router all link to it; imports only flow shared ->
 * features -> app.
 */
export const paths = {
  home: '/',
  category: {
    pattern: '/category/:slug',
    to: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  },
  product: {
    pattern: '/product/:slug',
    to: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  },
  favourites: '/favourites',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  verifyCode: '/verify-code',
  resetPassword: '/reset-password',
  profile: '/profile',
  cart: '/cart',
  search: '/search',
  orders: '/orders',
  privacy: '/privacy',
  imprint: '/imprint',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  feedback: '/Feedback',
  gif: '/gif',
  /** The wholesaler's answer page, opened from the purchase-order mail (no account). */
  supplierOrder: {
    pattern: '/supplier/orders/:token',
    to: (token: string) => `/supplier/orders/${encodeURIComponent(token)}`,
  },
  admin: {
    dashboard: '/admin',
    addProduct: '/admin/add-product',
    addCategory: '/admin/add-category',
    addSubcategory: '/admin/add-subcategory',
    addUser: '/admin/add-user',
    addPromo: '/admin/add-promo',
    login: '/admin/login',
  },
} as const;

/** Anchors of the home page sections the header, the footer and the hero link to. */
export const homeSections = {
  categories: 'categories',
  about: 'about-us',
  feedback: 'feedback',
} as const;

export type HomeSection = (typeof homeSections)[keyof typeof homeSections];

export const homeSectionPath = (section: HomeSection) => `${paths.home}#${section}`;
