import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { FEEDBACK_MAX_FILE_BYTES, FEEDBACK_MAX_FILES } from '@mercato/contracts';
import type { Request, Response } from 'express';
import { finalize, type Observable } from 'rxjs';
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

/** The largest form a browser can send within the limits: the files plus their headers and the fields. */
export const FEEDBACK_MAX_REQUEST_BYTES = FEEDBACK_MAX_FILES * FEEDBACK_MAX_FILE_BYTES + 512 * 1024;
/** What all feedback forms being read at once may hold in this process's memory. */
export const FEEDBACK_MEMORY_BUDGET_BYTES = Math.ceil(1.5 * FEEDBACK_MAX_REQUEST_BYTES);

/**
 * Bytes of feedback forms in memory right now. A form reserves its declared length before a
 * byte of it is read, and gives it back when its answer is sent or the client goes away.
 */
export class FeedbackMemory {
  private inUse = 0;

  constructor(private readonly budget = FEEDBACK_MEMORY_BUDGET_BYTES) {}

  get used(): number {
    return this.inUse;
  }

  /** Reserves `bytes`; false (and nothing reserved) when the budget cannot hold them now. */
  reserve(bytes: number): boolean {
    if (this.inUse + bytes > this.budget) return false;
    this.inUse += bytes;
    return true;
  }

  release(bytes: number): void {
    this.inUse = Math.max(0, this.inUse - bytes);
  }
}

/**
 * Reads the multipart form into memory (at most 10 files of 10 MB), so that nothing reaches
 * the disk before the files are checked; memory stays bounded (issue #13 item 10): a form must
 * declare its length, at most the largest allowed form, and is refused (503, Retry-After)
 * while the forms already being read hold the process's budget. The address's limit is
 * counted before (RateLimited guard), so refused and oversized forms spend it too.
 */
@Injectable()
export class FeedbackUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterInterceptor();

  constructor(private readonly memory: FeedbackMemory) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const declared = Number(req.headers['content-length']);
    if (req.headers['content-length'] === undefined || !Number.isSafeInteger(declared) || declared < 0) throw new DomainError('invalid_data', { field: 'content-length' });
    if (declared > FEEDBACK_MAX_REQUEST_BYTES) {
      // The client may still be sending: answer now and close, rather than read 100s of MB.
      res.setHeader('Connection', 'close');
      throw new DomainError('payload_too_large');
    }
    if (!this.memory.reserve(declared)) {
      res.setHeader('Connection', 'close');
      throw new DomainError('service_unavailable', { retryAfterSeconds: 10 });
    }
    let released = false;
    const release = () => {
      if (!released) this.memory.release(declared);
      released = true;
    };
    res.once('close', release);
    try {
      return (await this.multer.intercept(context, next)).pipe(finalize(release));
    } catch (error) {
      release();
      throw translate(error);
    }
  }
}
