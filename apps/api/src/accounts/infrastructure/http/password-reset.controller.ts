import { Body, Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { PasswordReset } from '../../application/password-reset.service.js';
import { EmailChange } from '../../application/email-change.service.js';
import type { User } from '../../domain/user.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { requireNamedUser } from '../../../shared/domain/session-user.js';
import { dropResetGrant, keepResetGrant, resetGrantOf } from './reset-grant.session.js';
import { CodeResponse, MessageResponse, RequestResetRequest, ResendCodeRequest, ResetPasswordRequest, VerifyCodeRequest } from './auth.dto.js';

@ApiTags('accounts')
@Controller()
export class PasswordResetController {
  constructor(
    private readonly passwordReset: PasswordReset,
    private readonly emailChange: EmailChange,
  ) {}

  @Post('request-reset.php')
  @HttpCode(200)
  @AnswersErrorIn('error')
  @ApiOperation({ operationId: 'requestReset', summary: 'Mails a reset code; the same answer whether or not the address has an account.' })
  @ApiOkResponse({ type: CodeResponse })
  @ApiBadRequestResponse({ type: CodeResponse, description: 'email_required, invalid_email' })
  @ApiTooManyRequestsResponse({ type: CodeResponse, description: 'resend_too_soon (30 s lock) or too_many_requests' })
  async requestReset(@Body() body: RequestResetRequest): Promise<CodeResponse> {
    await this.passwordReset.request(body.email, body.lang);
    return { success: true, message: 'reset_code_sent' };
  }

  @Post('verify_code.php')
  @HttpCode(200)
  @AnswersErrorIn('error')
  @ApiOperation({ operationId: 'verifyCode', summary: 'Confirms a register code (verifies the account) or a reset code.' })
  @ApiOkResponse({ type: CodeResponse, description: 'message registration_verified or code_confirmed' })
  @ApiBadRequestResponse({ type: CodeResponse, description: 'email_required, email_code_required, invalid_or_expired_code' })
  @ApiTooManyRequestsResponse({ type: CodeResponse })
  async verifyCode(@Body() body: VerifyCodeRequest, @Req() req: Request): Promise<CodeResponse> {
    const outcome = await this.passwordReset.verify(body.email, body.code, body.type);
    if (outcome.message === 'code_confirmed') keepResetGrant(req, outcome.grant);
    return { success: true, message: outcome.message };
  }

  @Post('resend_code.php')
  @HttpCode(200)
  @AnswersErrorIn('error')
  @ApiOperation({ operationId: 'resendCode', summary: 'A new code replacing the old one; refused within 30 s of the last send.' })
  @ApiOkResponse({ type: CodeResponse, description: 'message new_code_sent' })
  @ApiBadRequestResponse({ type: CodeResponse })
  @ApiTooManyRequestsResponse({ type: CodeResponse, description: 'resend_too_soon or too_many_requests, with Retry-After' })
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
  @ApiOperation({ operationId: 'resetPassword', summary: 'Sets a new password after a confirmed reset code; ends every session.' })
  @ApiOkResponse({ type: MessageResponse, description: 'message password_updated' })
  @ApiBadRequestResponse({
    type: MessageResponse,
    description: 'code_not_confirmed (no reset confirmed in this browser session within 10 minutes, or already used), fill_all_fields, password_requirements_not_met, password_too_common',
  })
  @ApiTooManyRequestsResponse({ type: MessageResponse, description: 'too_many_requests, with Retry-After' })
  async resetPassword(@Body() body: ResetPasswordRequest, @Req() req: Request, @Ip() ip: string): Promise<MessageResponse> {
    // A grant is worth nothing without its confirmed code in the database, used once there.
    await this.passwordReset.reset(body.email, body.newPassword, resetGrantOf(req), ip);
    dropResetGrant(req);
    return { success: true, message: 'password_updated' };
  }
}
