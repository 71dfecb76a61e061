import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

/** Catalogue reads, the same for every visitor: no session, no personal data in the answer. */
const CACHEABLE = [/^\/api\/category\/get_all_categories\.php$/, /^\/api\/v1\/products(?:\/\d+|\/by-slug\/[a-z0-9-]+)?$/, /^\/api\/v1\/categories\/[a-z0-9-]+$/];
/** Headers that belong to one answer only, never replayed. */
const PER_RESPONSE = new Set(['set-cookie', 'date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);
const MAX_KEY_LENGTH = 512;

export interface ResponseCacheOptions {
  readonly maxEntries: number;
  readonly maxBodyBytes: number;
}

interface Entry {
  readonly headers: ReadonlyArray<readonly [string, string | number | readonly string[]]>;
  readonly body: Buffer;
}

/**
 * A response cache for catalogue reads that answers before the Express stack (no middleware,
 * no routing, no serialisation): the answer bytes and headers exactly as the app produced them
 * the first time, with a fresh request id. Filled by `capture` (an Express middleware), emptied
 * by `invalidate` whenever the catalogue changes. An answer computed while the catalogue
 * changed is never stored: each capture remembers the generation it started in.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners: Array<() => void> = [];
  private generation = 0;
  /** While > now, nothing is stored (right after a change seen from another process). */
  private quietUntil = 0;

  constructor(private readonly options: ResponseCacheOptions = { maxEntries: 2_000, maxBodyBytes: 2 * 1024 * 1024 }) {}

  static keyOf(method: string | undefined, url: string | undefined): string | null {
    if (method !== 'GET' || !url || url.length > MAX_KEY_LENGTH) return null;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    return CACHEABLE.some((pattern) => pattern.test(path)) ? url : null;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every cached answer; `quietMs` also stops storing for that long. */
  invalidate(quietMs = 0): void {
    this.generation++;
    this.entries.clear();
    for (const listener of this.listeners) listener();
    if (quietMs > 0) this.quietUntil = Math.max(this.quietUntil, Date.now() + quietMs);
  }

  /**
   * The cache's state now, for a cache of something made from catalogue answers (the rendered
   * catalogue pages): `mayKeep` says whether a thing begun at this mark may be kept.
   */
  mark(): number {
    return this.generation;
  }

  /** Whether something made since `mark` may be kept: the catalogue has not changed since, no change is settling, caching is on. */
  mayKeep(mark: number): boolean {
    return mark === this.generation && Date.now() >= this.quietUntil && this.options.maxEntries > 0;
  }

  /** Calls `listener` on every `invalidate`: other caches of catalogue rows drop theirs with this one's. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Answers a cached catalogue read at once; false when the request is not one or not cached. */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    const key = ResponseCache.keyOf(req.method, req.url);
    if (key === null) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value as string);
    res.setHeader('X-Request-Id', randomUUID());
    res.setHeader('Content-Length', entry.body.length);
    res.end(entry.body);
    return true;
  }

  /** Express middleware: keeps a copy of a successful catalogue answer for the next reader. */
  capture = (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void => {
    const key = ResponseCache.keyOf(req.method, req.originalUrl ?? req.url);
    if (key === null || this.options.maxEntries === 0 || this.entries.has(key)) return next();
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      if (size <= this.options.maxBodyBytes) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      const result = end(chunk, encoding, callback);
      this.store(key, res, generation, size <= this.options.maxBodyBytes ? Buffer.concat(chunks) : null);
      return result;
    }) as typeof res.end;
    next();
  };

  private store(key: string, res: ServerResponse, generation: number, body: Buffer | null): void {
    if (body === null || res.statusCode !== 200 || generation !== this.generation || Date.now() < this.quietUntil) return;
    if (res.hasHeader('set-cookie')) return;
    const headers = Object.entries(res.getHeaders())
      .filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name))
      .map(([name, value]) => [name, value!] as const);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { headers, body });
  }
}
