import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** How hard each form is compressed: Brotli quality (0-11) and gzip level (1-9). */
export interface CompressionLevels {
  readonly br: number;
  readonly gzip: number;
}

/**
 * A body the server sends as it is or compressed, as the request's `Accept-Encoding` prefers
 * (Brotli, then gzip, then none; an explicit preference for `identity` is honoured). Each
 * compressed form is made on first demand and kept: a body compressed once serves every
 * later request. The caller sets the status, type, caching and `Vary` headers.
 */
export class CompressedBody {
  private br?: Buffer;
  private gzip?: Buffer;

  constructor(
    readonly plain: Buffer,
    private readonly levels: CompressionLevels,
  ) {}

  /** Sends the body in the encoding the request accepts, with its `Content-Encoding` and `Content-Length`. */
  send(req: Request, res: Response): void {
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    let body = this.plain;
    if (encoding === 'br') {
      body = this.br ??= brotliCompressSync(this.plain, { params: { [constants.BROTLI_PARAM_QUALITY]: this.levels.br } });
      res.setHeader('Content-Encoding', 'br');
    } else if (encoding === 'gzip') {
      body = this.gzip ??= gzipSync(this.plain, { level: this.levels.gzip });
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}
