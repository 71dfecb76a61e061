import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Request, Response } from 'express';
import { isForeignRequest } from '../../../platform/http/csrf.js';
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
@Controller('admin')
export class AdminSessionController {
  @Post('login.php')
  @HttpCode(200)
  @UseGuards(AdminLoginGuard)
  @ApiOperation({ operationId: 'adminLogin', summary: 'Opens an admin session; any account without the admin role fails like a wrong password.' })
  @ApiOkResponse({ type: AdminLoginResponse })
  @ApiBadRequestResponse({ type: AdminLoginResponse, description: 'identifier_required, email_and_password_required' })
  @ApiUnauthorizedResponse({ type: AdminLoginResponse, description: 'invalid_credentials' })
  @ApiTooManyRequestsResponse({ type: AdminLoginResponse, description: 'too_many_requests, with Retry-After' })
  login(@Body() _body: AdminLoginRequest): AdminLoginResponse {
    return { success: true, error_code: null };
  }

  @Get('check_session.php')
  @ApiOperation({ operationId: 'adminCheckSession', summary: 'Whether this session is an admin session (200 either way).' })
  @ApiOkResponse({ type: AdminSessionResponse })
  checkSession(@SessionUser() user: SessionUserInfo | null): AdminSessionResponse {
    return { isAdmin: user?.isAdmin === true };
  }

  @Get('logout.php')
  @ApiOperation({ operationId: 'adminLogout', summary: 'Ends the session; honoured only from this site (a GET from elsewhere is refused).' })
  @ApiOkResponse({ type: AdminLogoutResponse })
  @ApiForbiddenResponse({ description: 'forbidden: the request came from another site' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminLogoutResponse> {
    if (isForeignRequest(req)) throw new DomainError('forbidden');
    await new Promise<void>((resolve) => req.logout(() => resolve()));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  }
}
