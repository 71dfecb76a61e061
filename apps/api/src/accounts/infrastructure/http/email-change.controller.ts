import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { LanguageField, NamedUserField } from '../../../platform/http/field-rules.js';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator.js';
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
@Controller()
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChange) {}

  @Post('request_email_change.php')
  @HttpCode(200)
  @SignedIn()
  @AnswersErrorIn('error')
  @RateLimited({ name: 'request-email-change', per: 'user', limit: 10, windowMs: 4 * QUARTER_HOUR })
  @ApiTooManyRequestsResponse({ type: CodeResponse, description: 'too_many_requests, with Retry-After' })
  @ApiOperation({ operationId: 'requestEmailChange', summary: 'Step 1: a code to the current address.' })
  @ApiOkResponse({ type: CodeResponse, description: 'message email_change_code_sent' })
  @ApiBadRequestResponse({ type: CodeResponse, description: 'email_required, invalid_email, invalid_data (same address)' })
  @ApiConflictResponse({ type: CodeResponse, description: 'email_already_used' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  @ApiForbiddenResponse({ description: 'forbidden: another user' })
  async request(@Body() body: RequestEmailChangeRequest, @SessionUser() user: User): Promise<CodeResponse> {
    requireNamedUser(user, body.user_id);
    await this.emailChange.request(user, body.new_email, body.lang);
    return { success: true, message: 'email_change_code_sent' };
  }

  @Post('verify_old_email_code.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'email-change-code', per: 'user', limit: 20, windowMs: QUARTER_HOUR })
  @ApiTooManyRequestsResponse({ type: ResultResponse, description: 'too_many_requests, with Retry-After' })
  @ApiOperation({ operationId: 'verifyOldEmailCode', summary: 'Confirms the code of the current address; a code goes to the new one.' })
  @ApiOkResponse({ type: ResultResponse, description: 'message old_email_confirmed_code_sent' })
  @ApiBadRequestResponse({ type: ResultResponse, description: 'invalid_old_email_code' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  async verifyOld(@Body() body: EmailCodeRequest, @SessionUser() user: User): Promise<ResultResponse> {
    requireNamedUser(user, body.user_id);
    return { success: true, error_code: null, message: await this.emailChange.verifyOld(user, body.code, body.lang) };
  }

  @Post('verify_new_email_code.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'email-change-code', per: 'user', limit: 20, windowMs: QUARTER_HOUR })
  @ApiTooManyRequestsResponse({ type: ResultResponse, description: 'too_many_requests, with Retry-After' })
  @ApiOperation({ operationId: 'verifyNewEmailCode', summary: 'Confirms the code of the new address; the account takes it.' })
  @ApiOkResponse({ type: ResultResponse, description: 'message email_updated, with the user' })
  @ApiBadRequestResponse({ type: ResultResponse, description: 'invalid_new_email_code, old_email_not_confirmed' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  async verifyNew(@Body() body: EmailCodeRequest, @SessionUser() user: User): Promise<ResultResponse> {
    requireNamedUser(user, body.user_id);
    const updated = await this.emailChange.verifyNew(user, body.code);
    return { success: true, error_code: null, message: 'email_updated', user: presentUser(updated) };
  }
}
