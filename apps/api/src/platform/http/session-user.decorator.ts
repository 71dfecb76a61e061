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
