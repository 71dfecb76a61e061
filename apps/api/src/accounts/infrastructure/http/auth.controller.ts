import { Body, Controller, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../../platform/session/session.middleware.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { DocumentRateLimits, windowLimit } from '../../../platform/rate-limit/rate-limit-docs.js';
import { CHECKS_PER_ADDRESS } from '../../application/check-user-exists/check-user-exists.query.js';
import { REGISTRATIONS_PER_ADDRESS } from '../../application/register-user/register-user.command.js';
import { CODE_SEND_LIMITS, SIGN_IN_LIMITS } from './accounts-rate-limits.js';
import { AUTH_EXAMPLES } from './auth.examples.js';
import { CheckUserExists } from '../../application/check-user-exists/check-user-exists.query.js';
import { RegisterUser } from '../../application/register-user/register-user.command.js';
import type { User } from '../../domain/user.js';
import { LoginGuard } from '../passport/login.guard.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { EmailRequest, ExistsResponse, LoginRequest, LoginResponse, RegisterRequest, RegisterResponse, SuccessResponse } from './auth.dto.js';
import { presentUser } from './user.presenter.js';

@ApiTags('accounts')
@ApiExamples(AUTH_EXAMPLES)
@Controller()
export class AuthController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly checkUserExists: CheckUserExists,
  ) {}

  @Post('register.php')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'register',
    summary: 'Creates an unverified account and mails it a six-digit code.',
    description:
      'Every field is required but `promo_code` (an activation code, taken at once when given), `privacy_accepted` (`false` is refused) and `lang` (of the mails, fr by default). ' +
      'The password needs at least 7 characters, an uppercase letter and a character that is neither letter nor digit, and must not be a common one. ' +
      '**Side effects:** the account is created unverified (`is_full_account` 0) and a six-digit code, valid 10 minutes, is mailed in `lang` to its address; ' +
      'confirm it with `verify_code.php`. No session is opened: sign in with `login.php`.',
  })
  @DocumentRateLimits(windowLimit('registrations', 'client address', REGISTRATIONS_PER_ADDRESS), ...CODE_SEND_LIMITS)
  @ApiOkResponse({ type: RegisterResponse, description: 'The account exists, unverified; `message` is `check_email_for_code`.' })
  async register(@Body() body: RegisterRequest, @Ip() ip: string): Promise<RegisterResponse> {
    await this.registerUser.execute(body, ip);
    return { success: true, error_code: null, message: 'check_email_for_code' };
  }

  @Post('login.php')
  @HttpCode(200)
  @UseGuards(LoginGuard)
  @ApiOperation({
    operationId: 'login',
    summary: 'Signs in by e-mail and password and opens a session (cookie).',
    description:
      'Answers the same `invalid_credentials`, after the same time, for an unknown address, a wrong password and a deactivated account. ' +
      'Unverified accounts may sign in (`is_full_account` 0). **Side effects:** a new session id is set in the `mercato.sid` cookie (an earlier session of this browser is replaced), ' +
      'and the `mercato.device` cookie (one year) remembers that this browser signed in to the account, so its tries there keep a budget of their own.',
  })
  @DocumentRateLimits(...SIGN_IN_LIMITS)
  @ApiOkResponse({ type: LoginResponse, description: 'Signed in: the user (SPEC.md section 3 fields) and the session cookie (`Set-Cookie`).' })
  login(@Body() _body: LoginRequest, @SessionUser() user: User): LoginResponse {
    return { success: true, user: presentUser(user), error_code: null };
  }

  @Post('logout.php')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'logout',
    summary: 'Ends the session.',
    description: 'Without a session it answers the same. **Side effects:** the session is destroyed on the server and its cookie cleared.',
  })
  @ApiOkResponse({ type: SuccessResponse, description: 'The session is over.' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SuccessResponse> {
    await new Promise<void>((resolve) => req.logout(() => resolve()));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  }

  @Post('check_user_exists.php')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'checkUserExists',
    summary: 'Whether the stored user still exists (asked at start-up).',
    description: 'True only for an account that may still sign in (not deactivated); a malformed address is simply `false`. Changes nothing.',
  })
  @DocumentRateLimits(windowLimit('checks', 'client address', CHECKS_PER_ADDRESS))
  @ApiOkResponse({ type: ExistsResponse, description: '`exists`: whether an active account has this address.' })
  async exists(@Body() body: EmailRequest, @Ip() ip: string): Promise<ExistsResponse> {
    return { exists: await this.checkUserExists.execute(body.email, ip) };
  }
}
