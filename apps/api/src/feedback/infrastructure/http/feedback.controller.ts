import { Body, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator.js';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { FEEDBACK_PER_ADDRESS, SendFeedback } from '../../application/send-feedback/send-feedback.command.js';
import { FeedbackResponse, SendFeedbackForm } from './feedback.dto.js';
import { FeedbackUploadInterceptor, FILE_FIELDS } from './feedback-upload.interceptor.js';

interface MulterFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

@ApiTags('feedback')
@Controller()
export class FeedbackController {
  constructor(private readonly sendFeedback: SendFeedback) {}

  @Post('send_feedback.php')
  @HttpCode(200)
  @AnswersErrorIn('message')
  // Counted before the upload is read, so refused and oversized submissions spend the budget too.
  @RateLimited({ name: 'feedback', per: 'address', ...FEEDBACK_PER_ADDRESS })
  @UseInterceptors(FeedbackUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: SendFeedbackForm })
  @ApiOperation({ operationId: 'sendFeedback', summary: 'Mails a visitor’s feedback, with its attachments, to the staff inbox.' })
  @ApiOkResponse({ type: FeedbackResponse, description: 'message feedback_sent' })
  @ApiBadRequestResponse({ type: FeedbackResponse, description: 'fill_all_fields, invalid_email, file_limit_exceeded, file_type_not_allowed, invalid_data' })
  @ApiPayloadTooLargeResponse({ type: FeedbackResponse, description: 'payload_too_large: a file exceeds 10 MB' })
  @ApiTooManyRequestsResponse({ type: FeedbackResponse, description: 'too_many_requests, with Retry-After' })
  async send(@Body() body: SendFeedbackForm, @UploadedFiles() files: MulterFile[] | undefined): Promise<FeedbackResponse> {
    const uploads = files ?? [];
    if (uploads.some((file) => !FILE_FIELDS.includes(file.fieldname))) throw new DomainError('invalid_data', { field: 'files' });
    await this.sendFeedback.execute(
      body,
      uploads.map((file) => ({ originalName: file.originalname, size: file.size, data: file.buffer })),
    );
    return { success: true, message: 'feedback_sent' };
  }
}
