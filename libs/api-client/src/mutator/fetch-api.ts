/**
 * The transport of every generated hook: same-origin cookies, the interface language, abort
 * signals, and a typed error for any answer that is not 2xx (Orval's fetch client would
 * otherwise resolve with the error body).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /**
     * The answer's code (`error_code`, `error` or `message`), `network_error` when no answer
     * came, null when the answer carries none (a proxy's HTML error page, say): the caller then
     * shows its own fallback text (SPEC.md section 8).
     */
    readonly code: string | null,
    readonly body: unknown,
    /** On a 429: how many seconds the server asks to wait (its Retry-After header). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`API ${status}: ${code}`);
    this.name = 'ApiError';
  }
}

let currentLanguage = 'fr';

/** The web app tells the transport its language once it changes; the API answers and mails in it. */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

function codeOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    for (const field of ['error_code', 'error', 'message'] as const) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

export async function fetchApi<T>(url: string, options: RequestInit = {}): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguage);
  let response: Response;
  try {
    response = await fetch(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', null);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(response.status, codeOf(body), body, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  return body as T;
}

export default fetchApi;
