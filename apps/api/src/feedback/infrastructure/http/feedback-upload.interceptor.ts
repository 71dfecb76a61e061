import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { FEEDBACK_MAX_FILE_BYTES, FEEDBACK_MAX_FILES } from '@mercato/contracts';
import type { Observable } from 'rxjs';
import { DomainError } from '../../../shared/domain/domain-error.js';

/** The multipart field of the files: `files[]` as SPEC.md names it (plain `files` is accepted too). */
export const FILE_FIELDS = ['files[]', 'files'];

const MulterInterceptor = AnyFilesInterceptor({
  // Browsers send file names in UTF-8 without saying so ("facture été.pdf").
  defParamCharset: 'utf8',
  limits: { files: FEEDBACK_MAX_FILES, fileSize: FEEDBACK_MAX_FILE_BYTES, fields: 20, fieldSize: 20_000, parts: FEEDBACK_MAX_FILES + 20 },
});

/** Multer's refusals as the feedback call's own codes: too many files, a file too large, a stray field. */
function translate(error: unknown): unknown {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  if (code === 'LIMIT_FILE_COUNT') return new DomainError('file_limit_exceeded');
  if (code === 'LIMIT_FILE_SIZE') return new DomainError('payload_too_large');
  if (typeof code === 'string' && code.startsWith('LIMIT_')) return new DomainError('invalid_data', { multer: code });
  return error;
}

/**
 * Reads the multipart form into memory (at most 10 files of 10 MB), so that nothing reaches
 * the disk before the files are checked.
 */
@Injectable()
export class FeedbackUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw translate(error);
    }
  }
}
