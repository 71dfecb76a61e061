import type { Response } from 'express';

/**
 * A JSON answer serialised once, to be sent again and again: the bytes `res.json` would send,
 * and the ETag Express would compute from them (kept after the first send).
 */
export interface JsonAnswer {
  readonly body: Buffer;
  /** Express's ETag of `body` (its `etag fn` setting; false when ETags are off), once sent. */
  etag?: string | false;
}

/** The answer `res.json(value)` sends (the app sets no JSON replacer, spaces or escaping). */
export function jsonAnswer(value: unknown): JsonAnswer {
  return { body: Buffer.from(JSON.stringify(value), 'utf8') };
}

/**
 * Sends a kept answer as `res.json` would (same Content-Type, Content-Length, ETag, 304 when
 * the client's copy is fresh, no body for HEAD) without serialising, encoding or hashing it again.
 */
export function sendJson(res: Response, answer: JsonAnswer): void {
  if (answer.etag === undefined) {
    const etagOf = res.app.get('etag fn') as ((body: Buffer, encoding?: BufferEncoding) => string | undefined) | undefined;
    answer.etag = (typeof etagOf === 'function' && etagOf(answer.body)) || false;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (answer.etag) res.setHeader('ETag', answer.etag);
  res.send(answer.body);
}

/**
 * Sends JSON text written elsewhere (by the database, say) as `res.json` would send the value it
 * stands for, without parsing and serialising it again: the parts, one after the other, must
 * make valid JSON. Each part is encoded straight into the answer's bytes: joining them into one
 * string first would copy a page of products once more on the JavaScript heap (a listing's
 * accented names make it a two-byte string: about 30 KB a page, which the young generation's
 * collections then copy and promote).
 */
export function sendJsonText(res: Response, ...parts: string[]): void {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part, 'utf8');
  const body = Buffer.allocUnsafe(length);
  let written = 0;
  for (const part of parts) written += body.write(part, written, 'utf8');
  sendJson(res, { body: written === length ? body : body.subarray(0, written) });
}
