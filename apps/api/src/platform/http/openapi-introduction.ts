import { SESSION_COOKIE } from '../session/session.middleware.js';
import { MAX_URL_LENGTH } from './request-limits.js';

/** The security scheme every signed-in operation names: the session cookie. */
export const SESSION_SCHEME = 'session';

export const SESSION_SECURITY_SCHEME = {
  type: 'apiKey' as const,
  in: 'cookie',
  name: SESSION_COOKIE,
  description:
    `The session cookie \`${SESSION_COOKIE}\`, set by \`POST /api/login.php\` (restaurants) or \`POST /api/admin/login.php\` (staff): ` +
    'HttpOnly, SameSite=Lax, Secure in production, valid 30 days from the last day it was used, ended by `logout.php`, a password change or reset, ' +
    'or the account’s deactivation. Send it back on every call.',
};

/** What each tag of the contract groups, for the integrator reading Swagger UI. */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  accounts:
    'Registration, e-mail verification by six-digit code, sign-in and sign-out, password reset, and who is signed in. The `.php` calls are SPEC.md section 7 verbatim.',
  profile: 'The signed-in restaurant’s own account: personal data and avatar, password, activation code (subscription), e-mail change in two confirmed steps.',
  catalogue: 'Categories and products with, for each product, the lowest price among the wholesalers that hold it in stock (CHF, excl. VAT). Public and cached.',
  favourites: 'The signed-in restaurant’s starred products.',
  cart: 'The server cart of the signed-in restaurant (SPEC.md section 7): read it, replace it whole.',
  orders:
    'The basket plan (the cart split per wholesaler with delivery dates and fees), placing one order for the whole cart (idempotent), the restaurant’s orders and cancelling a purchase order.',
  supplier: 'The wholesaler’s answer to a purchase order, without an account: the personal link of the purchase-order mail is the key.',
  promo: 'Activation codes (the subscription): whether a code can be used.',
  feedback: 'The feedback form with attachments, mailed to the staff.',
  newsletter: 'Newsletter subscriptions and unsubscribe links (also one-click from mail clients).',
  admin:
    'The staff’s admin area: its own sign-in, the dashboard, catalogue, wholesalers and CSV price lists, accounts, activation codes, orders and troubled mails. ' +
    'Every `/api/v1/admin` call answers 401 without a session and 403 for a session without the admin role, before its body is read.',
  operations: 'Liveness and readiness for load balancers and orchestrators.',
  translations: 'The interface texts of each language, including a text for every error code (`error.<code>`).',
  media: 'Public images: catalogue pictures and avatars.',
};

/** The document's introduction: what an integrator needs before the first call. */
export function introduction(): string {
  return `B2B ordering for Swiss restaurants: for every product the lowest price among the connected wholesalers, one order for the whole cart, split into one purchase order per wholesaler.

Calls ending in \`.php\` are the compatibility contract of the specification (SPEC.md section 7), served verbatim; everything else is REST under \`/api/v1\`. Money is in CHF as numbers, excluding VAT unless a field says otherwise; dates are \`YYYY-MM-DD\`, Swiss time. Swagger UI is at \`/api/docs\`, this document at \`/api/openapi.json\`.

## Signing in
\`POST /api/login.php\` with \`{"email", "password"}\` answers \`{"success": true, "user": {...}}\` and sets the session cookie \`${SESSION_COOKIE}\` (see the security scheme \`${SESSION_SCHEME}\`); send it back on every call (\`curl -c jar -b jar\`). Operations that need it name the scheme; public ones declare \`security: []\`. An account exists after \`register.php\` and is verified by the six-digit code mailed to it (\`verify_code.php\`); unverified accounts may sign in but not fill the cart. Placing an order also needs a valid activation code (\`submit_promo_code.php\`). \`POST /api/logout.php\` ends the session. Staff sign in at \`POST /api/admin/login.php\` for the \`/api/v1/admin\` calls. Repeated failed sign-ins are slowed down (see Rate limits).

## The Origin rule for state-changing calls
Every \`POST\`, \`PUT\`, \`PATCH\` and \`DELETE\` (and the \`GET /api/admin/logout.php\` of the specification) is refused with 403 \`forbidden\` when it comes from another site: when a \`Sec-Fetch-Site\` header says anything but \`same-origin\` or \`none\`, or when an \`Origin\` header differs from the API’s own origin in scheme, host or port (the \`Host\` header as sent, the scheme of the connection or, behind a trusted proxy, \`X-Forwarded-Proto\`). A server-side integration sends neither header and is not affected; a browser page must be served from the API’s own origin.

## Idempotency keys
\`POST /api/v1/orders\` takes an \`idempotency_key\` (8 to 100 characters of \`A-Z a-z 0-9 _ -\`): make one per checkout attempt and keep it when you retry. The first call answers 201 with the order; the same key again (a retry after a timeout, a double click, even at the same moment) answers 200 with that same order and orders nothing more. The order follows the basket plan you showed (\`GET /api/v1/cart/plan\`: send its lines as \`expected\` and its \`totals.fees\` as \`expected_fees\`); when prices, stock, fees or the cart moved meanwhile, nothing is ordered and the answer is 409 \`order_changed\` with the changes and the plan now: show it, then send it again (the same key may be used, as nothing was placed).

## Errors
Statuses are honest: 400 refused input, 401 not signed in, 403 not allowed, 404 unknown thing, 409 conflict with the current state, 413 body too large, 414 request line over ${MAX_URL_LENGTH / 1024} KB, 429 too many tries, 431 headers over 16 KB, 500 unexpected failure, 503 a dependency is unreachable (retry later), 507 storage full. The body is \`{"success": false, "<field>": "<code>", "request_id": "..."}\`, where the field is the one SPEC.md names for the call: \`error_code\` for most, \`error\` for \`request-reset.php\`, \`verify_code.php\`, \`resend_code.php\` and \`request_email_change.php\`, \`message\` for \`reset_password.php\`, \`send_feedback.php\` and \`save-subscription.php\` (\`check_promo.php\` also keeps \`"valid": false\`). Each error answer of each operation lists in its enum exactly the codes that call may answer with that status (shared schemas \`Failure_error_code\`, \`Failure_error\`, \`Failure_message\`); admin forms add \`field_errors\` (field name to code). Any call may answer 400 \`invalid_data\` (malformed or wrongly typed input, JSON nested deeper than 32 levels or with an array of more than 1,000 elements, a NUL character, an id outside 1 to 2147483647), 413 \`payload_too_large\`, 414 \`uri_too_long\`, 431 \`headers_too_large\`, 500 \`server_error\` (never with detail; quote the \`request_id\`) and 503 \`service_unavailable\`; state-changing calls also 403 \`forbidden\` (Origin rule) and 507 \`storage_full\`. The texts of every code in French, German and Italian are at \`/translate/{fr,de,it}.json\` under \`error.<code>\`.

## Rate limits
Limits are counted in Redis or PostgreSQL, so they hold across every instance; each try counts before it is looked at (refused ones too), so parallel bursts get no more than tries one after another. A refused call answers 429 with \`too_many_requests\` (or \`resend_too_soon\` within 30 s of the last code mailed to an address) and a \`Retry-After\` header in seconds. Each limited operation states its limits in its description and in \`x-rate-limits\`; they count per client address (behind a proxy, only \`X-Forwarded-For\` set by a trusted proxy counts), per signed-in user or per e-mail address.

## Languages
French (\`fr\`, default and fallback), German (\`de\`) and Italian (\`it\`). Calls that mail someone take a \`lang\` field (registration, codes, e-mail change, orders, feedback, newsletter): the mail is written in it (a missing one means the account’s language where there is an account, an unknown one French). Catalogue answers carry every language side by side (\`name_fr\`, \`name_de\`, \`name_it\`); the \`lang\` query of \`GET /api/v1/products\` is the language of the search words. Error answers carry codes, never sentences: translate them with \`/translate/{lang}.json\`. Wholesalers get their purchase orders in their own language.`;
}
