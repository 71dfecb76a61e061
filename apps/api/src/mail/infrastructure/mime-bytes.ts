import * as base64 from 'nodemailer/lib/base64';
import type MimeNode from 'nodemailer/lib/mime-node';
import * as qp from 'nodemailer/lib/qp';

/** What of a compiled node decides whether it can be written at once (not in nodemailer's types). */
interface NodeInternals {
  readonly _raw: unknown;
  readonly _transforms: readonly unknown[];
  readonly _processFuncs: readonly unknown[];
}

/**
 * The message nodemailer compiled (`MailComposer.compile()`), as the bytes its `build()` gives.
 *
 * `build()` streams the tree: per mail a pass-through and a pipeline for the whole message, and
 * per text, HTML or attachment part a content stream, an encoder stream and another pipeline,
 * each step a turn of the event loop (each pipeline's end builds an `AbortError` with its stack).
 * In a profile of the order loop's bench that machinery, not the encoding, was most of the
 * worker's CPU for building a mail. Here the same tree is written in one synchronous pass with
 * nodemailer's own parts: each node's `buildHeaders()` (headers, encoded words, folding, the
 * boundaries it declares), nodemailer's quoted-printable and base64 encoders, and the part
 * delimiters exactly as `MimeNode.stream` writes them. Only trees of in-memory content take
 * this path (strings and buffers, no raw parts, transforms, DKIM or newline conversion); any
 * other goes through `build()`. `mime-bytes.spec.ts` compares both on every template.
 */
export function messageBytes(message: MimeNode): Promise<Buffer> {
  if (!writableAtOnce(message, true)) return message.build();
  const chunks: Array<string | Buffer> = [];
  write(message, chunks);
  // The strings (all but in-memory content sent as is) joined first: one buffer instead of one per chunk.
  const buffers: Buffer[] = [];
  let text = '';
  for (const chunk of chunks) {
    if (typeof chunk === 'string') {
      text += chunk;
      continue;
    }
    if (!chunk.length) continue;
    if (text) buffers.push(Buffer.from(text));
    buffers.push(chunk);
    text = '';
  }
  // The terminating line break `createReadStream` ensures (nodemailer's LastNewline).
  const lastChunk = text || buffers[buffers.length - 1] || '';
  const last = typeof lastChunk === 'string' ? lastChunk.charCodeAt(lastChunk.length - 1) : lastChunk[lastChunk.length - 1];
  if (last !== 0x0a) text += last === 0x0d ? '\n' : '\r\n';
  if (text) buffers.push(Buffer.from(text));
  return Promise.resolve(buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers));
}

function writableAtOnce(node: MimeNode, root: boolean): boolean {
  const internals = node as unknown as NodeInternals;
  if (internals._raw) return false;
  if (root && (internals._transforms.length || internals._processFuncs.length || node.newline)) return false;
  const content = node.content;
  if (content !== undefined && content !== null && typeof content !== 'string' && !Buffer.isBuffer(content)) return false;
  if (content && node.getTransferEncoding() === 'quoted-printable') {
    // Outside `text/*` nodemailer's quoted-printable stream encodes a lone CR or LF as data; a
    // text over one of its slices is encoded slice by slice: both left to `build()`.
    if (!/^text\//i.test(String(node.getHeader('Content-Type') ?? '').trim())) return false;
    if (Buffer.byteLength(content) > QP_SLICE_BYTES) return false;
  }
  return node.childNodes.every((child) => writableAtOnce(child, false));
}

/** The size of the slices nodemailer's quoted-printable stream encodes one at a time (`ENCODE_SLICE_SIZE`). */
const QP_SLICE_BYTES = 64 * 1024;

/**
 * A text in quoted-printable as nodemailer's stream encoder writes one chunk of at most one slice:
 * the whitespace it ends with held back, encoded and wrapped after the rest, onto its last line
 * (so a text ending in spaces breaks its last line where nodemailer breaks it).
 */
function quotedPrintable(content: Buffer): string {
  let end = content.length;
  while (end > 0 && (content[end - 1] === 0x20 || content[end - 1] === 0x09)) end--;
  const body = qp.wrap(qp.encode(content.subarray(0, end)), 76);
  if (end === content.length) return body;
  const lastLine = body.lastIndexOf('\n') + 1;
  return body.slice(0, lastLine) + qp.wrap(body.slice(lastLine) + qp.encode(content.subarray(end)), 76);
}

/** `MimeNode.stream` for a node of in-memory content, in the same order. */
function write(node: MimeNode, out: Array<string | Buffer>): void {
  out.push(`${node.buildHeaders()}\r\n\r\n`);
  const content = node.content as string | Buffer | undefined;
  if (content) {
    const encoding = node.getTransferEncoding();
    if (encoding === 'quoted-printable') {
      out.push(quotedPrintable(typeof content === 'string' ? Buffer.from(content) : content));
    } else if (encoding === 'base64') {
      out.push(base64.wrap(base64.encode(content), 76));
    } else {
      out.push(content);
    }
  }
  if (node.multipart) {
    node.childNodes.forEach((child, index) => {
      out.push(`${index ? '\r\n' : ''}--${node.boundary}\r\n`);
      write(child, out);
    });
    out.push(`\r\n--${node.boundary}--\r\n`);
  }
}
