import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProperty } from '@nestjs/swagger';
import { AdminOnly } from '../../../../platform/http/admin-http.js';
import { ApiExamples } from '../../../../platform/http/openapi-examples.js';
import { ADMIN_MAILS_EXAMPLES } from './admin-mails.examples.js';
import { ManageMails } from '../../../application/admin/manage-mails.service.js';

export class AdminMailDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'purchase_order' }) template: string;
  @ApiProperty({ example: 'orders@wholesale.ch' }) recipient: string;
  @ApiProperty({ enum: ['pending', 'sending', 'failed'] }) status: string;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'The last error the mail server or the connection gave.' }) last_error: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) next_attempt_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) failed_at: string | null;
}

export class AdminMailsResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: [AdminMailDto] }) items: AdminMailDto[];
}

export class AdminMailResendResponse {
  @ApiProperty() success: boolean;
}

@AdminOnly()
@ApiExamples(ADMIN_MAILS_EXAMPLES)
@Controller('v1/admin/mails')
export class AdminMailsController {
  constructor(private readonly mails: ManageMails) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListTroubledMails',
    summary: 'Mails that failed for good, and mails still unsent after 15 minutes, newest first.',
    description: 'Mails are retried for up to 72 hours before they fail for good. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminMailsResponse, description: 'The troubled mails.' })
  async list(): Promise<AdminMailsResponse> {
    const items = await this.mails.troubled();
    return {
      success: true,
      items: items.map((m) => ({
        id: m.id,
        template: m.template,
        recipient: m.recipient,
        status: m.status,
        attempts: m.attempts,
        last_error: m.lastError,
        created_at: m.createdAt.toISOString(),
        next_attempt_at: m.nextAttemptAt?.toISOString() ?? null,
        failed_at: m.failedAt?.toISOString() ?? null,
      })),
    };
  }

  @Post(':id/resend')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminResendMail',
    summary: 'Sends a failed (or waiting) mail again now, retried for another 72 hours.',
    description: 'An unknown or already sent mail answers `mail_not_found`. **Side effects:** the mail is queued for delivery at once, with a fresh 72 hours of retries.',
  })
  @ApiParam({ name: 'id', format: 'uuid', example: '0b7e4a1c-3f52-4d8e-9a61-7c2d5b8e1f34' })
  @ApiOkResponse({ type: AdminMailResendResponse, description: 'Queued.' })
  async resend(@Param('id') id: string): Promise<AdminMailResendResponse> {
    await this.mails.resend(id);
    return { success: true };
  }
}
