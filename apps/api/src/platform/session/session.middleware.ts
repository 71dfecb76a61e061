import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import type { AppConfig } from '../../config/app-config.js';
import { sendError } from '../http/error-response.js';

const logger = new Logger('Sessions');

export const SESSION_COOKIE = 'mercato.sid';
const DAY_MS = 24 * 3_600_000;
const THIRTY_DAYS_MS = 30 * DAY_MS;

declare module 'express-session' {
  interface SessionData {
    /** The day (days since 1970, UTC) the session's 30 days last started again. */
    refreshedOn?: number;
  }
}

/**
 * Whether a stored session should start its 30 days again: once a day, on its first request
 * of the day. A session that holds nothing yet (a visitor without a cookie) is never stored
 * for this.
 */
export function needsRefresh(sessionData: Record<string, unknown>, now: number): boolean {
  const holdsSomething = Object.keys(sessionData).some((key) => key !== 'cookie' && key !== 'refreshedOn');
  return holdsSomething && sessionData['refreshedOn'] !== Math.floor(now / DAY_MS);
}

/**
 * Sessions last 30 days from the last day they were used. Instead of re-signing the cookie and
 * touching the store on every request (express-session's `rolling` plus `touch`), the session
 * starts its 30 days again on its first request of a day: one store write and one cookie a day.
 */
function refreshDaily(req: Request, _res: Response, next: NextFunction): void {
  const now = Date.now();
  if (req.session && needsRefresh(req.session as unknown as Record<string, unknown>, now)) {
    req.session.touch();
    req.session.refreshedOn = Math.floor(now / DAY_MS);
  }
  next();
}

/**
 * Whether a request goes without a session: a read (GET or HEAD) that carries no session
 * cookie. express-session would make a new, empty session for it (a random id, a cookie and a
 * hash of its content) only to drop it unsaved: no read stores anything in a session (every
 * sign-in, sign-out and reset grant is a POST), and without a cookie there is nobody to check.
 * Any cookie header naming the session cookie takes the full path, where the session is loaded
 * and checked against the account as always. About a fifth of the CPU of an uncached catalogue
 * read went to that throwaway session (issue 16).
 */
export function goesWithoutSession(req: Pick<Request, 'method' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const cookie = req.headers.cookie;
  return cookie === undefined || !cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * The signed-in session (DESIGN.md): an HttpOnly, SameSite=Lax cookie, Secure in production,
 * rotated at login (passport regenerates it), destroyed at logout, and kept for 30 days after
 * the last day it was used (`refreshDaily`). A session store that is away answers 503, never a
 * broken page.
 */
export function sessionMiddleware(config: AppConfig, store: session.Store): RequestHandler[] {
  const withSession =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      goesWithoutSession(req) ? next() : handler(req, res, next);
  const handlers: RequestHandler[] = [
    withSession(
      session({
        name: SESSION_COOKIE,
        secret: config.sessionSecret,
        store,
        resave: false,
        saveUninitialized: false,
        rolling: false,
        proxy: config.production,
        cookie: { httpOnly: true, sameSite: 'lax', secure: config.production, maxAge: THIRTY_DAYS_MS, path: '/' },
      }),
    ),
    withSession(refreshDaily),
    // req.login and req.logout on every request; the session's own steps only where there is one.
    passport.initialize(),
    withSession(passport.session()),
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
