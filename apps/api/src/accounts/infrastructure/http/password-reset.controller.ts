import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { DocumentRateLimits, windowLimit } from '../../../platform/rate-limit/rate-limit-docs.js';
import { RESET_TRIES_PER_ADDRESS } from '../../application/password-reset.service.js';
import { CODE_CHECK_LIMITS, CODE_SEND_LIMITS } from './accounts-rate-limits.js';
import { PASSWORD_RESET_EXAMPLES } from './password-reset.examples.js';
import { PasswordReset } from '../../application/password-reset.service.js';
import { EmailChange } from '../../application/email-change.service.js';
import type { User } from '../../domain/user.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { requireNamedUser } from '../../../shared/domain/session-user.js';
import { dropResetGrant, keepResetGrant, resetGrantOf } from './reset-grant.session.js';
import { CodeResponse, MessageResponse, RequestResetRequest, ResendCodeRequest, ResetPasswordRequest, VerifyCodeRequest } from './auth.dto.js';

@ApiTags('accounts')
@ApiExamples(PASSWORD_RESET_EXAMPLES)
@Controller()
export class PasswordResetController {
  constructor(
    private readonly passwordReset: PasswordReset,
    private readonly emailChange: EmailChange,
  ) {}

  @Post('request-reset.php')
  @HttpCode(200)
  @AnswersErrorIn('error')
  @ApiOperation({
    operationId: 'requestReset',
    summary: 'Mails a reset code; the same answer whether or not the address has an account.',
    description:
      'Step 1 of the password reset (SPEC.md section 4). **Side effects:** when an active account has this address, a six-digit reset code (valid 10 minutes) ' +
      'replaces any earlier one and is mailed in `lang`; nothing is mailed otherwise, and the answer does not say which. Confirm the code with `verify_code.php`.',
  })
  @DocumentRateLimits(...CODE_SEND_LIMITS)
  @ApiOkResponse({ type: CodeResponse, description: '`message` is `reset_code_sent` (also for an address without an account).' })
  async requestReset(@Body() body: RequestResetRequest): Promise<CodeResponse> {
    await this.passwordReset.request(body.email, body.lang);
    return { success: true, message: 'reset_code_sent' };
  }

  @Post('verify_code.php')
  @HttpCode(200)
  @AnswersErrorIn('error')
  @ApiOperation({
    operationId: 'verifyCode',
    summary: 'Confirms a register code (verifies the account) or a reset code.',
    description:
      'A code is single use, valid 10 minutes and dead after 5 wrong tries; a wrong, expired, used or unknown code answers the same `invalid_or_expired_code`. ' +
      '**Side effects:** a register code makes the account verified (`is_full_account` 1); a reset code lets this browser session (and only it) set a new password once, ' +
      'within 10 minutes, with `reset_password.php`.',
  })
  @DocumentRateLimits(...CODE_CHECK_LIMITS)
  @ApiOkResponse({ type: CodeResponse, description: '`message` is `registration_verified` (a register code) or `code_confirmed` (a reset code).' })
  async verifyCode(@Body() body: VerifyCodeRequest, @Req() req: Request): Promise<CodeResponse> {
    const outcome = await this.passwordReset.verify(body.email, body.code, body.type);
    if (outcome.message === 'code_confirmed') keepResetGrant(req, outcome.grant);
    return { success: true, message: outcome.message };
  }

  @Post('resend_code.php')
  @HttpCode(200)
  @AnswersErrorIn('error')
  @ApiOperation({
    operationId: 'resendCode',
    summary: 'A new code replacing the old one; refused within 30 s of the last send.',
    description:
      '`type` `register` or `reset` (with `email`) answers the same whether or not the address has an account; `change_old_email` or `change_new_email` ' +
      '(the e-mail-change modal, with `user_id`) needs the session of that user and a pending e-mail change. ' +
      '**Side effects:** the earlier code of that purpose stops working and a new six-digit code is mailed in `lang`.',
  })
  @DocumentRateLimits(...CODE_SEND_LIMITS)
  @ApiOkResponse({ type: CodeResponse, description: '`message` is `new_code_sent`.' })
  async resendCode(@Body() body: ResendCodeRequest, @SessionUser() user: User | null): Promise<CodeResponse> {
    if (body.type === 'change_old_email' || body.type === 'change_new_email') {
      // The e-mail-change modal: the signed-in user's own change.
      requireNamedUser(user, body.user_id);
      await this.emailChange.resend(user!, body.type, body.lang);
    } else {
      await this.passwordReset.resend(body.email, body.lang, body.type);
    }
    return { success: true, message: 'new_code_sent' };
  }

  @Post('reset_password.php')
  @HttpCode(200)
  @AnswersErrorIn('message')
  @ApiOperation({
    operationId: 'resetPassword',
    summary: 'Sets a new password after a confirmed reset code; ends every session.',
    description:
      'Only the browser session in which `verify_code.php` confirmed a reset code for this address may call it, once, within 10 minutes (`code_not_confirmed` otherwise). ' +
      'The password rule is the one of registration. **Side effects:** the password changes, every session of the account ends, ' +
      'and a notice is mailed to the account’s address.',
  })
  @DocumentRateLimits(windowLimit('tries', 'client address', RESET_TRIES_PER_ADDRESS))
  @ApiOkResponse({ type: MessageResponse, description: '`message` is `password_updated`: sign in with the new password.' })
  async resetPassword(@Body() body: ResetPasswordRequest, @Req() req: Request, @Ip() ip: string): Promise<MessageResponse> {
    // A grant is worth nothing without its confirmed code in the database, used once there.
    await this.passwordReset.reset(body.email, body.newPassword, resetGrantOf(req), ip);
    dropResetGrant(req);
    return { success: true, message: 'password_updated' };
  }
}
