import type { ErrorCode } from '@mercato/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { errorAnswerFor } from './error-field.js';
import { sendError } from './error-response.js';
import { statusOf } from './error-status.js';

/** The longest request line (path and query) served; longer ones answer 414 `uri_too_long`. */
export const MAX_URL_LENGTH = 8 * 1024;

/** Paths the server routes outside `/api`; anything else under these prefixes is unknown. */
const UNPREFIXED_ROUTES = [/^\/translate\/[^/]+$/, /^\/media\/.+/, /^\/dev\/outbox(\/[^/]+)?$/];
const UNPREFIXED = /^\/(translate|media|dev)(\/|$)/;

/** A URL longer than the limit answers 414 before any route reads its query. */
export function refuseLongUrl(req: Request, res: Response, next: NextFunction): void {
  if (req.originalUrl.length > MAX_URL_LENGTH) return sendError(req, res, 'uri_too_long');
  next();
}

/**
 * Outside `/api`, Express itself would answer an unknown path (`/translate/../../x`,
 * `/translate/a/b`, a POST to a file) with its HTML "Cannot GET" page: those answer a JSON
 * 404 `not_found` here, like an unknown path under `/api`.
 */
export function unknownUnprefixedPath(req: Request, res: Response, next: NextFunction): void {
  if (!UNPREFIXED.test(req.path)) return next();
  const routed = (req.method === 'GET' || req.method === 'HEAD') && UNPREFIXED_ROUTES.some((route) => route.test(req.path));
  if (routed) return next();
  sendError(req, res, 'not_found');
}

const HTTP_METHOD = /^([A-Z]{3,7}) (\S*)/;

/**
 * Requests Node's HTTP parser refuses before Express sees them (headers beyond its 16 KB
 * limit, a malformed request line) answer in the API's shape too: a request line too long is
 * a 414 `uri_too_long`, other oversized headers a 431 `headers_too_large`, anything else a 400
 * `invalid_data`, each in the called operation's error field when the request line names one.
 */
export function answerParserRefusals(server: Server, app: { get(setting: string): unknown }): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const head = error.rawPacket ? error.rawPacket.toString('latin1', 0, Math.min(error.rawPacket.length, MAX_URL_LENGTH + 64)) : '';
    const requestLine = HTTP_METHOD.exec(head);
    const lineEnd = head.indexOf('\r\n');
    let code: ErrorCode = 'invalid_data';
    if (error.code === 'HPE_HEADER_OVERFLOW') code = requestLine && (lineEnd === -1 || lineEnd > MAX_URL_LENGTH) ? 'uri_too_long' : 'headers_too_large';
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.destroy();
      return;
    }
    const { field, also } = errorAnswerFor(app, requestLine?.[1] ?? 'GET', requestLine?.[2] ?? '/');
    const body = JSON.stringify({ success: false, ...also, [field]: code });
    const status = statusOf(code);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

const STATUS_TEXT: Readonly<Record<number, string>> = { 400: 'Bad Request', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };
