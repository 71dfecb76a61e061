import { appendFileSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parse } from 'yaml';
import { WORKSPACE_ROOT } from '../../src/platform/paths.js';

type Media = { schema?: Schema };
type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; enum?: unknown[] };
type Response = { $ref?: string; content?: Record<string, Media> };
type Operation = { operationId: string; responses: Record<string, Response> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; responses?: Record<string, Response> };
};

/** One answer of the API: which operation, which status, and for an error which code in which field. */
export interface AnsweredError {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly field: string | null;
  readonly code: string | null;
}

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly operation: Operation;
  readonly path: string;
}

const ERROR_FIELDS = ['error_code', 'error', 'message'] as const;

let committed: Document | undefined;
/** `openapi.yaml`, read once per test file. */
function committedContract(): Document {
  return (committed ??= parse(readFileSync(join(WORKSPACE_ROOT, 'openapi.yaml'), 'utf8')) as Document);
}

/** The contract as written in openapi.yaml, with a lookup from a request to its operation. */
export class DocumentedErrors {
  private readonly routes: Route[];

  constructor(private readonly document: Document = committedContract()) {
    this.routes = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          operation,
          // `{key}` of /media/{key} spans slashes; every other parameter is one segment.
          pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'key' ? '.+' : '[^/]+'))}$`),
        })),
      )
      // Literal segments before parameters: /products/by-slug/{slug} before /products/{id}.
      .sort((a, b) => b.path.replace(/\{[^}]+\}/g, '').length - a.path.replace(/\{[^}]+\}/g, '').length);
  }

  operation(operationId: string): Operation | undefined {
    return this.routes.find((route) => route.operation.operationId === operationId)?.operation;
  }

  routeOf(method: string, url: string): Route | undefined {
    const path = url.split('?')[0]!.replace(/\/+$/, '');
    const upper = method === 'HEAD' ? 'GET' : method.toUpperCase();
    return this.routes.find((route) => route.method === upper && route.pattern.test(path));
  }

  /** Whether the contract documents this status for the operation at all. */
  documentsStatus(operation: Operation, status: number): boolean {
    return operation.responses[String(status)] !== undefined;
  }

  /** The codes the contract documents for an operation and status, by the field that carries them. */
  documented(operation: Operation, status: number): { field: string; codes: string[] } | null {
    const response = this.resolveResponse(operation.responses[String(status)]);
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) return null;
    for (const field of ERROR_FIELDS) {
      const codes = this.enumOf(schema, field);
      if (codes) return { field, codes };
    }
    return null;
  }

  private resolveResponse(response: Response | undefined): Response | undefined {
    if (!response?.$ref) return response;
    return this.document.components.responses?.[response.$ref.split('/').pop()!];
  }

  /** The narrowest enum of `field` in a schema (its own, or one of its `allOf` parts). */
  private enumOf(schema: Schema | undefined, field: string, depth = 0): string[] | null {
    if (!schema || depth > 6) return null;
    if (schema.$ref) return this.enumOf(this.document.components.schemas?.[schema.$ref.split('/').pop()!], field, depth + 1);
    const own = schema.properties?.[field]?.enum;
    if (own) return own.map(String);
    for (const part of schema.allOf ?? []) {
      const found = this.enumOf(part, field, depth + 1);
      if (found) return found;
    }
    return null;
  }
}

/**
 * Watches every answer of a test app's HTTP server to the operations the contract lists.
 * `violations()` names the answers the contract does not document: a success status it does
 * not list, or an error (4xx, 5xx with a JSON body) whose status, field or code it does not
 * list for that operation. Then the contract's tables are wrong or the code answers something
 * new, and the test fails until one is mended. With `CONTRACT_RECORD=<file>` every error
 * answer is also appended to that file (JSON lines).
 */
export class AnsweredCodes {
  private readonly answered: AnsweredError[] = [];
  private readonly recordTo = process.env['CONTRACT_RECORD'];

  constructor(private readonly contract = new DocumentedErrors()) {}

  observe(server: Server): void {
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => this.watch(req, res));
  }

  private watch(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (res.statusCode >= 400 && chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk);
      this.note(req, res, Buffer.concat(chunks));
      return end(chunk, ...rest);
    }) as typeof res.end;
  }

  private note(req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
    const route = this.contract.routeOf(req.method ?? 'GET', req.url ?? '/');
    // Redirects and 304 Not Modified are HTTP's own; an error without a JSON body has no code to check.
    if (!route || (res.statusCode >= 300 && res.statusCode < 400)) return;
    if (res.statusCode >= 400 && !String(res.getHeader('content-type') ?? '').includes('application/json')) return;
    let body: Record<string, unknown> = {};
    if (res.statusCode >= 400) {
      try {
        body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        // A partial body: no code to check.
      }
    }
    const field = ERROR_FIELDS.find((name) => typeof body[name] === 'string') ?? null;
    const answer: AnsweredError = {
      operationId: route.operation.operationId,
      method: route.method,
      path: route.path,
      status: res.statusCode,
      field,
      code: field ? (body[field] as string) : null,
    };
    this.answered.push(answer);
    if (this.recordTo && answer.status >= 400) appendFileSync(this.recordTo, `${JSON.stringify(answer)}\n`);
  }

  all(): readonly AnsweredError[] {
    return this.answered;
  }

  /** Answers whose status (or, for errors, field or code) the contract does not document for their operation. */
  violations(answers: readonly AnsweredError[] = this.answered): string[] {
    const out = new Set<string>();
    for (const answer of answers) {
      const operation = this.contract.operation(answer.operationId);
      if (!operation) continue;
      if (answer.status < 400) {
        if (!this.contract.documentsStatus(operation, answer.status)) out.add(`${answer.operationId} ${answer.status}: a success status the contract does not document`);
        continue;
      }
      const documented = this.contract.documented(operation, answer.status);
      const where = `${answer.operationId} ${answer.status}`;
      // An answer with a body of its own (readiness' 503) is checked by its status alone.
      if (!documented && answer.field === null && this.contract.documentsStatus(operation, answer.status)) continue;
      if (!documented) out.add(`${where}: the contract documents no error answer with this status (code ${answer.code})`);
      else if (answer.field !== documented.field) out.add(`${where}: code in "${answer.field}", the contract says "${documented.field}"`);
      else if (!documented.codes.includes(answer.code!)) out.add(`${where}: ${answer.code} is not in the documented enum [${documented.codes.join(', ')}]`);
    }
    return [...out];
  }
}
