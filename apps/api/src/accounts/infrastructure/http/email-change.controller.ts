import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { LanguageField, NamedUserField } from '../../../platform/http/field-rules.js';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator.js';
import { DocumentRateLimits } from '../../../platform/rate-limit/rate-limit-docs.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { CODE_CHECK_LIMITS, CODE_SEND_LIMITS } from './accounts-rate-limits.js';
import { EMAIL_CHANGE_EXAMPLES } from './email-change.examples.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import { requireNamedUser } from '../../../shared/domain/session-user.js';
import { EmailChange } from '../../application/email-change.service.js';
import type { User } from '../../domain/user.js';
import { CodeResponse } from './auth.dto.js';
import { ResultResponse } from './profile.dto.js';
import { presentUser } from './user.presenter.js';

const QUARTER_HOUR = 15 * 60_000;

class RequestEmailChangeRequest {
  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'The signed-in user (compatibility; identity comes from the session).' }) @NamedUserField() user_id?: number | string;
  @ApiProperty({ example: 'new@bistro.ch' }) @IsOptional() @IsString() new_email?: string;
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'] }) @LanguageField() lang?: string;
}

class EmailCodeRequest {
  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'The signed-in user (compatibility; identity comes from the session).' }) @NamedUserField() user_id?: number | string;
  @ApiProperty({ example: '048213' }) @IsOptional() @IsString() code?: string;
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'] }) @LanguageField() lang?: string;
}

@ApiTags('profile')
@ApiExamples(EMAIL_CHANGE_EXAMPLES)
@Controller()
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChange) {}

  @Post('request_email_change.php')
  @HttpCode(200)
  @SignedIn()
  @AnswersErrorIn('error')
  @RateLimited({ name: 'request-email-change', per: 'user', limit: 10, windowMs: 4 * QUARTER_HOUR })
  @DocumentRateLimits(...CODE_SEND_LIMITS)
  @ApiOperation({
    operationId: 'requestEmailChange',
    summary: 'Step 1: a code to the current address.',
    description:
      '`new_email` must be free and differ from the current address (`invalid_data` when it is the same). ' +
      '**Side effects:** the change is recorded as pending and a six-digit code is mailed in `lang` to the current address; confirm it with `verify_old_email_code.php`.',
  })
  @ApiOkResponse({ type: CodeResponse, description: '`message` is `email_change_code_sent`.' })
  async request(@Body() body: RequestEmailChangeRequest, @SessionUser() user: User): Promise<CodeResponse> {
    requireNamedUser(user, body.user_id);
    await this.emailChange.request(user, body.new_email, body.lang);
    return { success: true, message: 'email_change_code_sent' };
  }

  @Post('verify_old_email_code.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'email-change-code', per: 'user', limit: 20, windowMs: QUARTER_HOUR })
  @DocumentRateLimits(...CODE_CHECK_LIMITS, ...CODE_SEND_LIMITS)
  @ApiOperation({
    operationId: 'verifyOldEmailCode',
    summary: 'Confirms the code of the current address; a code goes to the new one.',
    description:
      'Step 2 of the e-mail change. **Side effects:** the current address counts as confirmed for 30 minutes and a six-digit code is mailed in `lang` to the new address; ' +
      'confirm it with `verify_new_email_code.php`. Already confirmed: `message` `old_email_already_confirmed`, nothing is mailed.',
  })
  @ApiOkResponse({ type: ResultResponse, description: '`message` is `old_email_confirmed_code_sent` or `old_email_already_confirmed`.' })
  async verifyOld(@Body() body: EmailCodeRequest, @SessionUser() user: User): Promise<ResultResponse> {
    requireNamedUser(user, body.user_id);
    return { success: true, error_code: null, message: await this.emailChange.verifyOld(user, body.code, body.lang) };
  }

  @Post('verify_new_email_code.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'email-change-code', per: 'user', limit: 20, windowMs: QUARTER_HOUR })
  @DocumentRateLimits(...CODE_CHECK_LIMITS)
  @ApiOperation({
    operationId: 'verifyNewEmailCode',
    summary: 'Confirms the code of the new address; the account takes it.',
    description:
      'Step 3 of the e-mail change, within 30 minutes of step 2 (`old_email_not_confirmed` after). ' +
      '**Side effects:** the account’s address becomes the new one (signing in from now on with it) and a notice is mailed to the old address.',
  })
  @ApiOkResponse({ type: ResultResponse, description: '`message` is `email_updated`, with the user under its new address.' })
  async verifyNew(@Body() body: EmailCodeRequest, @SessionUser() user: User): Promise<ResultResponse> {
    requireNamedUser(user, body.user_id);
    const updated = await this.emailChange.verifyNew(user, body.code);
    return { success: true, error_code: null, message: 'email_updated', user: presentUser(updated) };
  }
}
