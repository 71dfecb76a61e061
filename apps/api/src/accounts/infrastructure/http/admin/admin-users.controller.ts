import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminOnly, form, IdParam } from '../../../../platform/http/admin-http.js';
import { ApiExamples } from '../../../../platform/http/openapi-examples.js';
import { DocumentRateLimits } from '../../../../platform/rate-limit/rate-limit-docs.js';
import { CODE_SEND_LIMITS } from '../accounts-rate-limits.js';
import { ADMIN_USERS_EXAMPLES } from './admin-users.examples.js';
import { pageInfo, SuccessOnlyResponse } from '../../../../platform/http/admin-list.dto.js';
import { SessionUser } from '../../../../platform/http/session-user.decorator.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import type { SessionUserInfo } from '../../../../shared/domain/session-user.js';
import { ManageUsers } from '../../../application/admin/manage-users.service.js';
import { CreateUserRequest, UserAdminPage, UserAdminResponse, UserListQuery, UserRequest } from './admin-users.dto.js';
import { presentUser } from './admin-users.presenter.js';

/** What a refused form names in `field_errors`. */
const FORM_ERRORS =
  'A refused form answers 400 `invalid_data` with `field_errors` (`field_required`, `invalid_email`, `invalid_phone`, `invalid_role`, `invalid_language`; ' +
  '`promoCode`: `invalid_promo_code`, `invalid_or_used_promo`; `password`: `password_does_not_meet_requirements`, `password_too_common`).';

@AdminOnly()
@ApiExamples(ADMIN_USERS_EXAMPLES)
@Controller('v1/admin/users')
export class AdminUsersController {
  constructor(private readonly users: ManageUsers) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListUsers',
    summary: 'Accounts, searchable by e-mail, name, restaurant, phone or code.',
    description: 'Paged (`page`, `limit` up to 100), newest first; `role` keeps restaurants or admins only. Changes nothing.',
  })
  @ApiOkResponse({ type: UserAdminPage, description: 'One page of accounts.' })
  async list(@Query() query: UserListQuery): Promise<UserAdminPage> {
    const page = pageRequest(query);
    const found = await this.users.list(page, query.role ?? null);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentUser) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminGetUser', summary: 'One account.', description: 'Everything staff may see of an account, never its password. Changes nothing.' })
  @ApiOkResponse({ type: UserAdminResponse, description: 'The account.' })
  async get(@IdParam() id: number): Promise<UserAdminResponse> {
    return { success: true, user: presentUser(await this.users.get(id)) };
  }

  @Post()
  @ApiOperation({
    operationId: 'adminCreateUser',
    summary: 'Creates an account (restaurant or admin); without a password, a reset code is mailed.',
    description:
      `Staff choose the role, whether it is verified and active, and its language. ${FORM_ERRORS} ` +
      '**Side effects:** an activation code given in `promoCode` loses one use; without a password, an active account is mailed a password-reset code in its language (the code-send limits apply).',
  })
  @DocumentRateLimits(...CODE_SEND_LIMITS)
  @ApiCreatedResponse({ type: UserAdminResponse, description: 'The account created.' })
  async create(@Body() body: CreateUserRequest): Promise<UserAdminResponse> {
    return { success: true, user: presentUser(await this.users.create(form(body))) };
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'adminUpdateUser',
    summary: 'Changes an account; deactivating it ends all its sessions.',
    description:
      `An admin cannot deactivate or demote their own account (\`own_access_locked\`). ${FORM_ERRORS} ` +
      '**Side effects:** a deactivated or demoted account loses its sessions’ rights at its next request; a new activation code loses one use.',
  })
  @ApiOkResponse({ type: UserAdminResponse, description: 'The account as saved.' })
  async update(@IdParam() id: number, @Body() body: UserRequest, @SessionUser() admin: SessionUserInfo): Promise<UserAdminResponse> {
    return { success: true, user: presentUser(await this.users.update(id, form(body), admin.id)) };
  }

  @Post(':id/password-reset')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminSendPasswordReset',
    summary: 'Mails the account a password-reset code (the ordinary reset flow).',
    description: 'Refused for a deactivated account (`invalid_data`). **Side effects:** a six-digit reset code replaces any earlier one and is mailed in the account’s language.',
  })
  @DocumentRateLimits(...CODE_SEND_LIMITS)
  @ApiOkResponse({ type: SuccessOnlyResponse, description: 'The code is on its way.' })
  async passwordReset(@IdParam() id: number): Promise<SuccessOnlyResponse> {
    await this.users.sendPasswordReset(id);
    return { success: true };
  }
}
