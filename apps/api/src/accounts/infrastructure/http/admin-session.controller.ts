import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Request, Response } from 'express';
import { isForeignRequest } from '../../../platform/http/csrf.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { DocumentRateLimits } from '../../../platform/rate-limit/rate-limit-docs.js';
import { SIGN_IN_LIMITS } from './accounts-rate-limits.js';
import { ADMIN_SESSION_EXAMPLES } from './admin-session.examples.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SESSION_COOKIE } from '../../../platform/session/session.middleware.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { AdminLoginGuard } from '../passport/login.guard.js';

export class AdminLoginRequest {
  @ApiProperty({ example: 'admin@mercato.ch' }) @IsOptional() @IsString() email: string;
  @ApiProperty({ example: 'Secret#2026' }) @IsOptional() @IsString() password: string;
}

export class AdminLoginResponse {
  @ApiProperty() success: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, example: null }) error_code: string | null;
}

export class AdminSessionResponse {
  @ApiProperty({ description: 'The session belongs to an active account with the admin role.' }) isAdmin: boolean;
}

export class AdminLogoutResponse {
  @ApiProperty() success: boolean;
}

/** The admin sign-in of DESIGN.md: admins are users with the admin role, in the same session machinery. */
@ApiTags('admin')
@ApiExamples(ADMIN_SESSION_EXAMPLES)
@Controller('admin')
export class AdminSessionController {
  @Post('login.php')
  @HttpCode(200)
  @UseGuards(AdminLoginGuard)
  @ApiOperation({
    operationId: 'adminLogin',
    summary: 'Opens an admin session; any account without the admin role fails like a wrong password.',
    description:
      'Staff accounts are ordinary accounts with the admin role (`ADMIN_EMAIL` / `ADMIN_PASSWORD` ensure one at start-up). ' +
      '**Side effects:** a new session id is set in the `mercato.sid` cookie (an earlier session of this browser is replaced) and the `mercato.device` cookie remembers this browser.',
  })
  @DocumentRateLimits(...SIGN_IN_LIMITS)
  @ApiOkResponse({ type: AdminLoginResponse, description: 'Signed in as staff; the session cookie comes in `Set-Cookie`.' })
  login(@Body() _body: AdminLoginRequest): AdminLoginResponse {
    return { success: true, error_code: null };
  }

  @Get('check_session.php')
  @ApiOperation({
    operationId: 'adminCheckSession',
    summary: 'Whether this session is an admin session (200 either way).',
    description: 'The admin area asks it before every page (SPEC.md section 2). The role is read again from the account, so a demoted admin is no admin at once. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminSessionResponse, description: '`isAdmin`: whether the session belongs to an active account with the admin role.' })
  checkSession(@SessionUser() user: SessionUserInfo | null): AdminSessionResponse {
    return { isAdmin: user?.isAdmin === true };
  }

  @Get('logout.php')
  @ApiOperation({
    operationId: 'adminLogout',
    summary: 'Ends the session; honoured only from this site (a GET from elsewhere is refused).',
    description: 'A GET as SPEC.md has it, so the Origin rule of state-changing calls applies to it too (403 `forbidden`). **Side effects:** the session is destroyed and its cookie cleared.',
  })
  @ApiOkResponse({ type: AdminLogoutResponse, description: 'The session is over.' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminLogoutResponse> {
    if (isForeignRequest(req)) throw new DomainError('forbidden');
    await new Promise<void>((resolve) => req.logout(() => resolve()));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  }
}
