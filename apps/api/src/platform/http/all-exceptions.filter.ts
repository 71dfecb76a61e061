import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ErrorCode } from '@mercato/contracts';
import type { Request, Response } from 'express';
import { DomainError } from '../../shared/domain/domain-error.js';
import { isInputDataException } from '../database/sql-errors.js';
import { codeOfStatus, statusOf } from './error-status.js';
import { sendError } from './error-response.js';
import { redactPath } from '../logging/redact-path.js';

/** Errors of the database driver that mean "the database is away", answered 503 instead of 500. */
const UNAVAILABLE_DB_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);
const UNAVAILABLE_DB_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i;

/** SQLSTATE 53100 disk_full: the database cannot write; the answer says so (507), nothing is half-written. */
const DISK_FULL_DB_CODES = new Set(['53100']);
/** Other exhausted resources of the database (out of memory, too many connections): try again later. */
const EXHAUSTED_DB_CODES = new Set(['53000', '53200', '53300', '53400']);

function hasDatabaseCode(error: unknown, codes: ReadonlySet<string>): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const code = (error as { code?: unknown }).code;
  const cause = (error as { driverError?: unknown }).driverError;
  return (typeof code === 'string' && codes.has(code)) || (cause !== undefined && cause !== error && hasDatabaseCode(cause, codes));
}

export function isDatabaseDiskFull(error: unknown): boolean {
  return hasDatabaseCode(error, DISK_FULL_DB_CODES);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  const cause = (error as { driverError?: unknown }).driverError;
  return (
    (typeof code === 'string' && UNAVAILABLE_DB_CODES.has(code)) ||
    UNAVAILABLE_DB_MESSAGE.test(error.message) ||
    hasDatabaseCode(error, EXHAUSTED_DB_CODES) ||
    (cause !== undefined && cause !== error && isDatabaseUnavailable(cause))
  );
}

/**
 * The one place that turns a failure into an answer: coded domain errors get their status,
 * framework errors a generic code, an outage 503, and anything unexpected a logged 500
 * `server_error` with no detail.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const [code, status] = this.classify(exception, req);
    const retryAfter = exception instanceof DomainError ? exception.details?.['retryAfterSeconds'] : undefined;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    const fieldErrors = exception instanceof DomainError ? exception.details?.['fieldErrors'] : undefined;
    sendError(req, res, code, status, fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : undefined);
  }

  private classify(exception: unknown, req: Request): [ErrorCode, number] {
    if (exception instanceof DomainError) return [exception.code, statusOf(exception.code)];
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse() as { error_code?: ErrorCode };
      const code = body && typeof body === 'object' && body.error_code ? body.error_code : codeOfStatus(status);
      if (status >= 500) this.logger.error(`${req.method} ${redactPath(req.path)}: ${exception.message}`, exception.stack);
      return [code, status];
    }
    if (isDatabaseDiskFull(exception)) {
      this.logger.error(`${req.method} ${redactPath(req.path)}: the database disk is full (${(exception as Error).message})`);
      return ['storage_full', 507];
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`${req.method} ${redactPath(req.path)}: database unavailable (${(exception as Error).message})`);
      return ['service_unavailable', 503];
    }
    if (isInputDataException(exception)) {
      this.logger.warn(`${req.method} ${redactPath(req.path)}: input the database refused (${(exception as { code?: string }).code ?? 'data exception'})`);
      return ['invalid_data', 400];
    }
    const error = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.error(`${req.method} ${redactPath(req.path)}: ${error.message}`, error.stack);
    return ['server_error', 500];
  }
}
