import { Body, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator.js';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { FEEDBACK_PER_ADDRESS, SendFeedback } from '../../application/send-feedback/send-feedback.command.js';
import { FeedbackResponse, SendFeedbackForm } from './feedback.dto.js';
import { FeedbackUploadInterceptor, FILE_FIELDS } from './feedback-upload.interceptor.js';
import { FEEDBACK_EXAMPLES } from './feedback.examples.js';

interface MulterFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

@ApiTags('feedback')
@ApiExamples(FEEDBACK_EXAMPLES)
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
  @ApiOperation({
    operationId: 'sendFeedback',
    summary: 'Mails a visitor’s feedback, with its attachments, to the staff inbox.',
    description:
      'Every field is required. Up to 10 files in `files[]`, 10 MB each, checked by their content: jpeg, png, webp, gif, pdf, Word, Excel or PowerPoint ' +
      '(`file_limit_exceeded`, 413 `payload_too_large`, `file_type_not_allowed`). **Side effects:** one mail with the attachments goes to the staff inbox (`FEEDBACK_TO`); ' +
      'the files are kept privately only until it is sent. When the server is already reading many uploads it answers 503 with `Retry-After`.',
  })
  @ApiOkResponse({ type: FeedbackResponse, description: '`message` is `feedback_sent`.' })
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
