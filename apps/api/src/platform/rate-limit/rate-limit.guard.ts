import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RATE_LIMITED, type RateLimitedCall } from './rate-limited.decorator.js';
import { RateLimiter } from './rate-limiter.js';

/** Applies `@RateLimited` to every route that carries it; runs before interceptors (uploads) and pipes. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const call = this.reflector.get<RateLimitedCall | undefined>(RATE_LIMITED, context.getHandler());
    if (!call) return true;
    const req = context.switchToHttp().getRequest<Request & { user?: { id: number } }>();
    const who = call.per === 'user' && req.user ? `user:${req.user.id}` : `address:${req.ip ?? 'unknown'}`;
    await this.limiter.consume(`${call.name}:${who}`, call);
    return true;
  }
}
