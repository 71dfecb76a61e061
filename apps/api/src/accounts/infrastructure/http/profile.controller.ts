import { Body, Controller, Get, HttpCode, Post, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { IMAGE_MAX_BYTES } from '@mercato/contracts';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { PROFILE_EXAMPLES } from './profile.examples.js';
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
@ApiExamples(PROFILE_EXAMPLES)
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
  @UseInterceptors(FileInterceptor('avatar', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000 } }))
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded')
  @ApiBody({ type: UpdateProfileForm })
  @ApiOperation({
    operationId: 'updateProfile',
    summary: 'Saves personal data and, optionally, a new avatar.',
    description:
      'Every personal field is required (`fill_all_fields`); `id` must name the signed-in user. The e-mail address is not changed here (a different `email` answers ' +
      '`old_email_not_confirmed`): use the two-step e-mail change. The avatar is a jpeg, png or webp of at most 5 MB, checked by its content. ' +
      '**Side effects:** the account is updated; a new avatar is stored as a 256 px square (public at its `avatar` URL) and the old one deleted.',
  })
  @ApiOkResponse({ type: ResultResponse, description: '`message` is `profile_updated`, with the user as saved.' })
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
  @ApiOperation({
    operationId: 'getUser',
    summary: 'The signed-in user (SPEC.md section 3 fields).',
    description: '`id` must name the signed-in user (an admin may name anyone). Changes nothing.',
  })
  @ApiOkResponse({ type: UserResponse, description: 'The user.' })
  async getUser(@Query() query: UserQuery, @SessionUser() user: User): Promise<UserResponse> {
    const id = requireNamedUser(user, query.id);
    // The session's user was read from the database for this very request (the per-request
    // account check): asking for oneself needs no second read.
    return { success: true, user: presentUser(id === user.id ? user : await this.profile.get(id)) };
  }

  @Get('v1/subscription')
  @SignedIn()
  @ApiOperation({
    operationId: 'getSubscription',
    summary: 'The signed-in user’s subscription: its activation code, until when it is valid, whether it has ended.',
    description: 'Holding an `active` code is what lets the account order. Changes nothing.',
  })
  @ApiOkResponse({ type: SubscriptionResponse, description: 'The subscription: `none`, `active` or `ended`.' })
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
  @ApiOperation({
    operationId: 'checkEmailExists',
    summary: 'Whether an address is taken (signed-in users only).',
    description: 'Asked by the profile before an e-mail change (SPEC.md section 5). Changes nothing.',
  })
  @ApiOkResponse({ type: ExistsResponse, description: '`exists`: whether an account uses this address.' })
  async checkEmailExists(@Body() body: CheckEmailRequest): Promise<ExistsResponse> {
    return { exists: await this.profile.emailExists(body.email) };
  }

  @Post('change-password.php')
  @HttpCode(200)
  @SignedIn()
  @RateLimited({ name: 'change-password', per: 'user', limit: 10, windowMs: QUARTER_HOUR })
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Changes the password; every other session of the user ends.',
    description:
      '`identifier`, when given, must be the signed-in user’s e-mail; `oldPassword` must be right; `newPassword` follows the password rule. ' +
      '**Side effects:** the password changes, every other session of the account ends (this one continues under a new session id), and a notice is mailed to the account’s address.',
  })
  @ApiOkResponse({ type: ResultResponse, description: '`message` is `password_updated`.' })
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
  @ApiOperation({
    operationId: 'submitPromoCode',
    summary: 'Redeems an activation code for the signed-in user.',
    description:
      'An account holds one code; a holder whose code has ended (switched off or past its date) may enter a new one (`promo_already_used` while it is active). ' +
      'Codes are compared without regard to case or surrounding spaces. **Side effects:** the code loses one of its uses and becomes the account’s subscription.',
  })
  @ApiOkResponse({ type: ResultResponse, description: 'Redeemed: the user with its `promoCode`.' })
  async submitPromoCode(@Body() body: SubmitPromoRequest, @SessionUser() user: User): Promise<ResultResponse> {
    requireNamedUser(user, body.userId);
    const updated = await this.profile.submitPromoCode(user, body.promoCode ?? '');
    return { success: true, error_code: null, user: presentUser(updated) };
  }
}
