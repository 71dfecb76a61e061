/**
 * Paths that hold a secret: a wholesaler's answer link (`/supplier/orders/{token}`, the web page
 * and its API calls). The token never reaches a log line; the rest of the path stays readable.
 */
const SECRET_SEGMENT = /(\/supplier\/orders\/)[^/?#]+/g;

export function redactPath(path: string): string {
  return path.replace(SECRET_SEGMENT, '$1[token]');
}
