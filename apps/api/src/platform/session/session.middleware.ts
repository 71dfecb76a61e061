import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import type { AppConfig } from '../../config/app-config.js';
import { sendError } from '../http/error-response.js';

const logger = new Logger('Sessions');

export const SESSION_COOKIE = 'mercato.sid';
const THIRTY_DAYS_MS = 30 * 24 * 3_600_000;

/**
 * The signed-in session (DESIGN.md): an HttpOnly, SameSite=Lax cookie, Secure in production,
 * rotated at login (passport regenerates it) and destroyed at logout. A session store that is
 * away answers 503, never a broken page.
 */
export function sessionMiddleware(config: AppConfig, store: session.Store): RequestHandler[] {
  const handlers: RequestHandler[] = [
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.production,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.production, maxAge: THIRTY_DAYS_MS, path: '/' },
    }),
    passport.initialize(),
    passport.session(),
  ];
  return handlers.map(
    (handler) => (req: Request, res: Response, next: NextFunction) =>
      handler(req, res, (error?: unknown) => {
        if (!error) return next();
        logger.warn(`Session store unavailable: ${(error as Error).message}`);
        sendError(req, res, 'service_unavailable');
      }),
  );
}
