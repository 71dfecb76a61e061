import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { User } from '../../domain/user.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';
import { presentUser, UserDto } from './user.presenter.js';

export class SessionResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: UserDto }) user: UserDto;
}

@ApiTags('accounts')
@Controller('v1/session')
export class SessionController {
  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'getSession', summary: 'The signed-in user of this session; 401 when nobody is signed in.' })
  @ApiOkResponse({ type: SessionResponse })
  @ApiUnauthorizedResponse({ description: 'unauthorized' })
  current(@SessionUser() user: User): SessionResponse {
    return { success: true, user: presentUser(user) };
  }
}
