import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUserInfo } from '../../shared/domain/session-user.js';

/**
 * The signed-in user of the request (set by passport from the session), or null; never null
 * behind `@SignedIn()` or the admin guard.
 */
export const SessionUser = createParamDecorator((_: unknown, context: ExecutionContext): SessionUserInfo | null => {
  const req = context.switchToHttp().getRequest<Request & { user?: SessionUserInfo }>();
  return req.user ?? null;
});

/**
 * The payload of the request's signed-in session (passport's user object as the session store
 * read it), or undefined: what a kept copy's change stamps read with the session are found by
 * (ChangeStamps.current).
 */
export const SessionPayload = createParamDecorator((_: unknown, context: ExecutionContext): object | undefined => {
  const req = context.switchToHttp().getRequest<Request & { session?: { passport?: { user?: unknown } } }>();
  const payload = req.session?.passport?.user;
  return typeof payload === 'object' && payload !== null ? payload : undefined;
});
