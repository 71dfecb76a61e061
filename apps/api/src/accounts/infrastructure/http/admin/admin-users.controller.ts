import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AdminOnly, form, IdParam } from '../../../../platform/http/admin-http.js';
import { pageInfo, SuccessOnlyResponse } from '../../../../platform/http/admin-list.dto.js';
import { SessionUser } from '../../../../platform/http/session-user.decorator.js';
import { pageRequest } from '../../../../shared/domain/paging.js';
import type { SessionUserInfo } from '../../../../shared/domain/session-user.js';
import { ManageUsers } from '../../../application/admin/manage-users.service.js';
import { CreateUserRequest, UserAdminPage, UserAdminResponse, UserListQuery, UserRequest } from './admin-users.dto.js';
import { presentUser } from './admin-users.presenter.js';

const FORM_ERRORS = 'invalid_data with field_errors (field_required, invalid_email, invalid_phone, invalid_role, invalid_language, promoCode: invalid_promo_code/invalid_or_used_promo, password: ...)';

@AdminOnly()
@Controller('v1/admin/users')
export class AdminUsersController {
  constructor(private readonly users: ManageUsers) {}

  @Get()
  @ApiOperation({ operationId: 'adminListUsers', summary: 'Accounts, searchable by e-mail, name, restaurant, phone or code.' })
  @ApiOkResponse({ type: UserAdminPage })
  async list(@Query() query: UserListQuery): Promise<UserAdminPage> {
    const page = pageRequest(query);
    const found = await this.users.list(page, query.role ?? null);
    return { ...pageInfo(page.page, page.limit, found.total), items: found.items.map(presentUser) };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminGetUser', summary: 'One account.' })
  @ApiOkResponse({ type: UserAdminResponse })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  async get(@IdParam() id: number): Promise<UserAdminResponse> {
    return { success: true, user: presentUser(await this.users.get(id)) };
  }

  @Post()
  @ApiOperation({ operationId: 'adminCreateUser', summary: 'Creates an account (restaurant or admin); without a password, a reset code is mailed.' })
  @ApiOkResponse({ type: UserAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiConflictResponse({ description: 'email_already_used' })
  async create(@Body() body: CreateUserRequest): Promise<UserAdminResponse> {
    return { success: true, user: presentUser(await this.users.create(form(body))) };
  }

  @Put(':id')
  @ApiOperation({ operationId: 'adminUpdateUser', summary: 'Changes an account; deactivating it ends all its sessions.' })
  @ApiOkResponse({ type: UserAdminResponse })
  @ApiBadRequestResponse({ description: FORM_ERRORS })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  @ApiConflictResponse({ description: 'email_already_used, own_access_locked' })
  async update(@IdParam() id: number, @Body() body: UserRequest, @SessionUser() admin: SessionUserInfo): Promise<UserAdminResponse> {
    return { success: true, user: presentUser(await this.users.update(id, form(body), admin.id)) };
  }

  @Post(':id/password-reset')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminSendPasswordReset', summary: 'Mails the account a password-reset code (the ordinary reset flow).' })
  @ApiOkResponse({ type: SuccessOnlyResponse })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  @ApiTooManyRequestsResponse({ description: 'resend_too_soon, too_many_requests' })
  async passwordReset(@IdParam() id: number): Promise<SuccessOnlyResponse> {
    await this.users.sendPasswordReset(id);
    return { success: true };
  }
}
