import helmet, { type HelmetOptions } from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

/**
 * helmet's headers are the same for every request (no directive here depends on the request):
 * helmet runs once, at start-up, against a recorder, and every request then gets the recorded
 * headers in one pass, the same names, values and order (helmet's own chain ran eleven
 * middlewares and rebuilt the policy strings per request).
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const steps: Array<readonly [name: string, value: string | null]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => steps.push([name, String(value)]),
    removeHeader: (name: string) => steps.push([name, null]),
  };
  let finished = false;
  void middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish at once');
  return (_req, res, next) => {
    for (const [name, value] of steps) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/** DESIGN.md: a strict CSP (no inline scripts), no framing, HSTS in production. */
export function securityHeaders(production: boolean): RequestHandler {
  return fixedHeaders(helmet(securityHeaderOptions(production)));
}

/** helmet's options for every answer but Swagger UI's (securityHeaders). */
export function securityHeaderOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // As nginx sends with the pages it serves (docker/nginx/security-headers.conf): a page looks
    // the same whichever of the two sent it.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  };
}

/**
 * Swagger UI needs inline styles; it is a static developer page under /api/docs with no
 * user data, so it alone gets them.
 */
export function docsSecurityHeaders(): RequestHandler {
  return fixedHeaders(helmet(docsSecurityHeaderOptions()));
}

/** helmet's options for Swagger UI (docsSecurityHeaders). */
export function docsSecurityHeaderOptions(): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
  };
}
