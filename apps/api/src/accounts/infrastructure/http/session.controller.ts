import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { User } from '../../domain/user.js';
import { SessionUser } from '../../../platform/http/session-user.decorator.js';
import { SignedIn } from '../../../platform/http/signed-in.guard.js';

import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { SESSION_EXAMPLES } from './session.examples.js';
import { presentUser, UserDto } from './user.presenter.js';

export class SessionResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: UserDto }) user: UserDto;
}

@ApiTags('accounts')
@ApiExamples(SESSION_EXAMPLES)
@Controller('v1/session')
export class SessionController {
  @Get()
  @SignedIn()
  @ApiOperation({
    operationId: 'getSession',
    summary: 'The signed-in user of this session; 401 when nobody is signed in.',
    description: 'The way to learn whether a stored cookie still holds a session (it ends after 30 days unused, a password change or reset, or a deactivation). Changes nothing.',
  })
  @ApiOkResponse({ type: SessionResponse, description: 'The signed-in user (SPEC.md section 3 fields).' })
  current(@SessionUser() user: User): SessionResponse {
    return { success: true, user: presentUser(user) };
  }
}
