import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sendError } from './error-response.js';

/**
 * JSON and form bodies, with parse failures answered in the API's own shape: malformed JSON
 * is a 400 `invalid_data`, an oversized body a 413 `payload_too_large`.
 */
function guarded(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: string }).type;
      sendError(req, res, type === 'entity.too.large' ? 'payload_too_large' : 'invalid_data');
    });
}

export const bodyParsers: RequestHandler[] = [
  guarded(express.json({ limit: '1mb' })),
  guarded(express.urlencoded({ extended: false, limit: '1mb', parameterLimit: 200 })),
];
