import { Body, Controller, Get, HttpCode, Post, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { IMAGE_MAX_BYTES } from '@mercato/contracts';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import { requireNamedUser } from '../../../shared/domain/session-user.js';
import { Profile } from '../../application/profile.service.js';
import type { User } from '../../domain/user.js';
import { ExistsResponse } from './auth.dto.js';
import { ChangePasswordRequest, CheckEmailRequest, ResultResponse, SubmitPromoRequest, SubscriptionResponse, UpdateProfileForm, UserQuery, UserResponse } from './profile.dto.js';
import { UpdateProfile } from '../../application/update-profile/update-profile.command.js';
import { presentUser } from './user.presenter.js';

const QUARTER_HOUR = 15 * 60_000;

@ApiTags('profile')
@Controller()
export class ProfileController {
  constructor(
    private readonly profile: Profile,
    private readonly updateProfile: UpdateProfile,
  ) {}

  @Post('update-profile.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'update-profile', per: 'user', limit: 30, windowMs: QUARTER_HOUR })
  @ApiTooManyRequestsResponse({ type: ResultResponse, description: 'too_many_requests, with Retry-After' })
  @UseInterceptors(FileInterceptor('avatar', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000 } }))
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded')
  @ApiBody({ type: UpdateProfileForm })
  @ApiOperation({ operationId: 'updateProfile', summary: 'Saves personal data and, optionally, a new avatar.' })
  @ApiOkResponse({ type: ResultResponse, description: 'message profile_updated, with the user' })
  @ApiBadRequestResponse({ type: ResultResponse, description: 'fill_all_fields, invalid_phone, image_upload_failed, old_email_not_confirmed, invalid_data' })
  @ApiPayloadTooLargeResponse({ description: 'payload_too_large: the avatar exceeds 5 MB' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  @ApiForbiddenResponse({ description: 'forbidden: another user' })
  async update(
    @Body() body: UpdateProfileForm,
    @UploadedFile() avatar: { buffer: Buffer } | undefined,
    @SessionUser() user: User,
  ): Promise<ResultResponse> {
    requireNamedUser(user, body.id);
    const updated = await this.updateProfile.execute(user, body, avatar ? avatar.buffer : null);
    return { success: true, error_code: null, message: 'profile_updated', user: presentUser(updated) };
  }

  @Get('get_user.php')
  @SignedIn()
  @ApiOperation({ operationId: 'getUser', summary: 'The signed-in user (SPEC.md section 3 fields).' })
  @ApiOkResponse({ type: UserResponse })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  @ApiForbiddenResponse({ description: 'forbidden: another user' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  async getUser(@Query() query: UserQuery, @SessionUser() user: User): Promise<UserResponse> {
    return { success: true, user: presentUser(await this.profile.get(requireNamedUser(user, query.id))) };
  }

  @Get('v1/subscription')
  @SignedIn()
  @ApiOperation({ operationId: 'getSubscription', summary: 'The signed-in user’s subscription: its activation code, until when it is valid, whether it has ended.' })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  async getSubscription(@SessionUser() user: User): Promise<SubscriptionResponse> {
    const subscription = await this.profile.subscription(user);
    return {
      success: true,
      subscription: { status: subscription.status, code: subscription.code, valid_until: subscription.validUntil?.toISOString() ?? null },
    };
  }

  @Post('check_email_exists.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'check-email-exists', per: 'user', limit: 30, windowMs: QUARTER_HOUR })
  @ApiTooManyRequestsResponse({ type: ExistsResponse, description: 'too_many_requests, with Retry-After' })
  @ApiOperation({ operationId: 'checkEmailExists', summary: 'Whether an address is taken (signed-in users only).' })
  @ApiOkResponse({ type: ExistsResponse })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  async checkEmailExists(@Body() body: CheckEmailRequest): Promise<ExistsResponse> {
    return { exists: await this.profile.emailExists(body.email) };
  }

  @Post('change-password.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'change-password', per: 'user', limit: 10, windowMs: QUARTER_HOUR })
  @ApiTooManyRequestsResponse({ type: ResultResponse, description: 'too_many_requests, with Retry-After' })
  @ApiOperation({ operationId: 'changePassword', summary: 'Changes the password; every other session of the user ends.' })
  @ApiOkResponse({ type: ResultResponse, description: 'message password_updated' })
  @ApiBadRequestResponse({ type: ResultResponse, description: 'password_input_error, incorrect_old_password, password_too_common' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  async changePassword(@Body() body: ChangePasswordRequest, @SessionUser() user: User, @Req() req: Request): Promise<ResultResponse> {
    const updated = await this.profile.changePassword(user, body.identifier, body.oldPassword, body.newPassword);
    // This session stays open under the new epoch (and a new id); all others are gone.
    await new Promise<void>((resolve, reject) => req.login(updated, (error) => (error ? reject(error) : resolve())));
    return { success: true, error_code: null, message: 'password_updated' };
  }

  @Post('submit_promo_code.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'submit-promo', per: 'user', limit: 10, windowMs: QUARTER_HOUR })
  @ApiTooManyRequestsResponse({ type: ResultResponse, description: 'too_many_requests, with Retry-After' })
  @ApiOperation({ operationId: 'submitPromoCode', summary: 'Redeems an activation code for the signed-in user.' })
  @ApiOkResponse({ type: ResultResponse })
  @ApiBadRequestResponse({ type: ResultResponse, description: 'promo_required, invalid_promo_code, invalid_or_used_promo, promo_already_used' })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  @ApiForbiddenResponse({ description: 'forbidden: another user' })
  async submitPromoCode(@Body() body: SubmitPromoRequest, @SessionUser() user: User): Promise<ResultResponse> {
    requireNamedUser(user, body.userId);
    const updated = await this.profile.submitPromoCode(user, body.promoCode ?? '');
    return { success: true, error_code: null, user: presentUser(updated) };
  }
}
