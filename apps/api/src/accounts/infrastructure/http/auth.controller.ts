import { Body, Controller, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../../platform/session/session.middleware.js';
import { CheckUserExists } from '../../application/check-user-exists/check-user-exists.query.js';
import { RegisterUser } from '../../application/register-user/register-user.command.js';
import type { User } from '../../domain/user.js';
import { LoginGuard } from '../passport/login.guard.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { EmailRequest, ExistsResponse, LoginRequest, LoginResponse, RegisterRequest, RegisterResponse, SuccessResponse } from './auth.dto.js';
import { presentUser } from './user.presenter.js';

@ApiTags('accounts')
@Controller()
export class AuthController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly checkUserExists: CheckUserExists,
  ) {}

  @Post('register.php')
  @HttpCode(200)
  @ApiOperation({ operationId: 'register', summary: 'Creates an unverified account and mails it a six-digit code.' })
  @ApiOkResponse({ type: RegisterResponse })
  @ApiBadRequestResponse({ type: RegisterResponse, description: 'fill_all_fields, invalid_email, invalid_phone, passwords_do_not_match, password_does_not_meet_requirements, password_too_common, accept_privacy_required, invalid_promo_code, invalid_or_used_promo, invalid_data' })
  @ApiConflictResponse({ type: RegisterResponse, description: 'email_already_used' })
  @ApiTooManyRequestsResponse({ type: RegisterResponse })
  async register(@Body() body: RegisterRequest, @Ip() ip: string): Promise<RegisterResponse> {
    await this.registerUser.execute(body, ip);
    return { success: true, error_code: null, message: 'check_email_for_code' };
  }

  @Post('login.php')
  @HttpCode(200)
  @UseGuards(LoginGuard)
  @ApiOperation({ operationId: 'login', summary: 'Signs in by e-mail and password and opens a session (cookie).' })
  @ApiOkResponse({ type: LoginResponse })
  @ApiBadRequestResponse({ type: LoginResponse, description: 'identifier_required, email_and_password_required' })
  @ApiUnauthorizedResponse({ type: LoginResponse, description: 'invalid_credentials' })
  @ApiTooManyRequestsResponse({ type: LoginResponse, description: 'too_many_requests, with Retry-After' })
  login(@Body() _body: LoginRequest, @SessionUser() user: User): LoginResponse {
    return { success: true, user: presentUser(user), error_code: null };
  }

  @Post('logout.php')
  @HttpCode(200)
  @ApiOperation({ operationId: 'logout', summary: 'Ends the session.' })
  @ApiOkResponse({ type: SuccessResponse })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SuccessResponse> {
    await new Promise<void>((resolve) => req.logout(() => resolve()));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  }

  @Post('check_user_exists.php')
  @HttpCode(200)
  @ApiOperation({ operationId: 'checkUserExists', summary: 'Whether the stored user still exists (asked at start-up).' })
  @ApiOkResponse({ type: ExistsResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many checks from this address.' })
  async exists(@Body() body: EmailRequest, @Ip() ip: string): Promise<ExistsResponse> {
    return { exists: await this.checkUserExists.execute(body.email, ip) };
  }
}
