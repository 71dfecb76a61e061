import type { ErrorCode } from '@mercato/contracts';
import type { Response } from 'express';
import type { RequestWithErrorField } from './error-field.js';
import type { RequestWithId } from './request-id.js';
import { statusOf } from './error-status.js';

type ErrorRequest = RequestWithErrorField & RequestWithId;

/** Writes the one error body of DESIGN.md: `{success: false, <field>: code}`, never a stack trace. */
export function sendError(req: ErrorRequest, res: Response, code: ErrorCode, status = statusOf(code)): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const field = req.errorField ?? 'error_code';
  res.status(status).json({ success: false, [field]: code, request_id: req.id });
}
