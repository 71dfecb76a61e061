import type { ErrorCode } from '@mercato/contracts';
import type { Response } from 'express';
import { errorAnswerOf } from './error-field.js';
import type { RequestWithId } from './request-id.js';
import { statusOf } from './error-status.js';

type ErrorRequest = RequestWithId;

/**
 * Writes the one error body of DESIGN.md: `{success: false, <field>: code}` plus the answer
 * fields the call keeps on failure, never a stack trace;
 * a rejected form adds `field_errors` (field name -> code) for the admin forms to translate.
 */
export function sendError(
  req: ErrorRequest,
  res: Response,
  code: ErrorCode,
  status = statusOf(code),
  fieldErrors?: Readonly<Record<string, string>>,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const { field, also } = errorAnswerOf(req);
  const fields = fieldErrors && Object.keys(fieldErrors).length ? { field_errors: fieldErrors } : {};
  res.status(status).json({ success: false, ...also, [field]: code, ...fields, request_id: req.id });
}
