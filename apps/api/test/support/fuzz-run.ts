import { ERROR_CODES, isOperationId, OPERATIONS } from '@mercato/contracts';
import type { SmtpCatcher } from '@mercato/test-support';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { parse } from 'yaml';
import { errorAnswerFor } from '../../src/platform/http/error-field.js';
import { signedInAccount } from './accounts.js';
import { adminAgent } from './admin.js';
import type { TestApp } from './test-app.js';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};

export interface FuzzOperation {
  readonly method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  readonly path: string;
  readonly operationId: string;
  readonly parameters: Parameter[];
  readonly bodyTypes: string[];
  readonly bodySchema: Schema | undefined;
}

/** Every operation of the contract, with its parameters and body schema resolved. */
export function operationsOf(openapiPath = join(process.cwd(), 'openapi.yaml')): FuzzOperation[] {
  const document = parse(readFileSync(openapiPath, 'utf8')) as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (!schema || depth > 8) return schema;
    if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!], depth + 1);
    if (schema.allOf?.length) return resolve(Object.assign({}, ...schema.allOf.map((s) => resolve(s, depth + 1))), depth + 1);
    return {
      ...schema,
      ...(schema.items ? { items: resolve(schema.items, depth + 1) } : {}),
      ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)!])) } : {}),
    };
  };
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      const bodyTypes = Object.keys(content);
      operations.push({
        method,
        path,
        operationId: operation.operationId,
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        bodyTypes,
        bodySchema: resolve(bodyTypes.map((type) => content[type]!.schema).find(Boolean)),
      });
    }
  }
  return operations;
}

/** Strings that broke parsers, databases and renderers somewhere. */
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200Eשלום',
  '😀'.repeat(50),
  '👩‍👩‍👧‍👦🇨🇭',
  '\uD800',
  "' OR 1=1 --",
  '"; DROP TABLE app_user; --',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e309',
  '0x10',
  'x'.repeat(5000),
];
const HUGE = 'm'.repeat(1024 * 1024);

const oddString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.constantFrom(0, -1, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1.5, -0.0001),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
);

/** A value shaped like the schema, with odd contents. */
function shaped(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile;
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) return fc.oneof(...branches.map((s) => shaped(s, depth + 1)));
  if (schema.enum?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: oddString });
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), oddString);
      if (schema.format === 'binary') return fc.constant(Buffer.from('not really a file'));
      return fc.oneof({ weight: 2, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 3, arbitrary: oddString });
    case 'integer':
      return fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constantFrom(0, -1, 2147483647, 2147483648, 1e20, 1.5));
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -1, 1e308, 0.001, 2.6));
    case 'boolean':
      return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom('true', 1, 'yes') });
    case 'array':
      return fc.array(shaped(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      if (!Object.keys(properties).length) return fc.dictionary(fc.string({ maxLength: 10 }), hostile, { maxKeys: 4 });
      return fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, shaped(v, depth + 1)])), { requiredKeys: [] });
    }
  }
}

/** A body built from the schema, then broken: a field of the wrong type, fields missing, fields added. */
function body(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const base = shaped(schema);
  return fc.oneof(
    { weight: 4, arbitrary: base },
    {
      weight: 3,
      arbitrary: fc.tuple(base, fc.dictionary(fc.constantFrom(...Object.keys(schema?.properties ?? { x: {} }), 'extra', '__proto__', 'constructor', 'user_id', 'role', 'is_admin'), hostile, { maxKeys: 3 })).map(
        ([value, override]) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...value, ...override } : override),
      ),
    },
    { weight: 1, arbitrary: hostile },
  );
}

const MALFORMED_JSON = ['{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", 'nul', '{"a":"\\u00"}', '\u0000', '{"a":1,}', '['.repeat(5000), '{"a":'.repeat(100) + '1' + '}'.repeat(100), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), '['.repeat(5000) + ']'.repeat(5000), `[${'0,'.repeat(2000)}0]`];
const MALFORMED_MULTIPART = [
  { type: 'multipart/form-data; boundary=XYZ', body: '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc' },
  { type: 'multipart/form-data', body: 'no boundary at all' },
  { type: 'multipart/form-data; boundary=XYZ', body: '--XYZ\r\nContent-Disposition: form-data; name="files[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--XYZ--' },
  { type: 'multipart/form-data; boundary=XYZ', body: '--XYZ--\r\n' },
];

export type SessionKind = 'none' | 'user' | 'admin';
type Encoding = 'json' | 'form' | 'multipart' | 'malformed-json' | 'malformed-multipart' | 'none';

export interface FuzzRequest {
  readonly operation: FuzzOperation;
  readonly session: SessionKind;
  readonly encoding: Encoding;
  readonly pathValues: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
  readonly raw: number;
  readonly address: number;
}

export function requestArbitrary(operations: FuzzOperation[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) => {
    const pathParams = operation.parameters.filter((p) => p.in === 'path');
    const queryParams = operation.parameters.filter((p) => p.in === 'query');
    const encodings: Encoding[] = operation.method === 'get' ? ['none', 'none', 'none', 'json'] : ['json', 'json', 'form', 'multipart', 'malformed-json', 'malformed-multipart', 'none'];
    return fc.record({
      operation: fc.constant(operation),
      session: fc.constantFrom<SessionKind>('none', 'user', 'admin'),
      encoding: fc.constantFrom(...encodings),
      pathValues: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, fc.oneof(shaped(p.schema), oddString, fc.integer())]))),
      query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, fc.oneof(shaped(p.schema), oddString)])), { requiredKeys: [] }),
      body: body(operation.bodySchema),
      raw: fc.nat(),
      address: fc.nat({ max: 60_000 }),
    });
  });
}

const LEAK = /\bat [\w$.<>]+ \(|node_modules|\/work\/|QueryFailedError|TypeORM|SELECT .* FROM|INSERT INTO|UPDATE \w+ SET|syntax error at|violates .* constraint|duplicate key|stack/i;
const KNOWN_CODES = new Set<string>(ERROR_CODES);

export interface FuzzFigures {
  readonly requests: number;
  readonly statuses: Record<string, number>;
  readonly bySession: Record<SessionKind, number>;
  readonly operationsCovered: number;
  readonly operations: number;
  readonly failures: string[];
}

/** Percent-encoding that survives lone surrogates (sent as U+FFFD, as a browser would). */
const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));

/** Sends `count` generated requests (seeded) and checks each answer. */
export async function runFuzz(t: TestApp, smtp: SmtpCatcher, { count, seed }: { count: number; seed: number }): Promise<FuzzFigures> {
  const operations = operationsOf().filter((op) => !op.path.startsWith('/api/docs'));
  const samples = fc.sample(requestArbitrary(operations), { seed, numRuns: count });
  const server = t.app.getHttpServer();
  const express = t.app.getHttpAdapter().getInstance() as { get(setting: string): unknown };
  const sessions: Record<SessionKind, TestAgent | null> = { none: null, user: null, admin: null };
  const session = async (kind: SessionKind): Promise<TestAgent> => {
    if (kind === 'none') return request.agent(server);
    sessions[kind] ??= kind === 'admin' ? await adminAgent(t) : (await signedInAccount(t, smtp)).agent;
    return sessions[kind]!;
  };

  const statuses: Record<string, number> = {};
  const bySession: Record<SessionKind, number> = { none: 0, user: 0, admin: 0 };
  const covered = new Set<string>();
  const failures: string[] = [];

  for (const sample of samples) {
    const { operation } = sample;
    const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encode(text(sample.pathValues[name]).slice(0, 3000)));
    const query = Object.entries(sample.query)
      .map(([k, v]) => `${encode(k)}=${encode(text(v))}`)
      .join('&');
    const url = query ? `${path}?${query}` : path;
    const agent = await session(sample.session);
    let call = agent[operation.method](url).set('X-Forwarded-For', `10.${(sample.address >> 16) & 255}.${(sample.address >> 8) & 255}.${sample.address & 255}`);
    const fields = sample.body && typeof sample.body === 'object' && !Array.isArray(sample.body) && !Buffer.isBuffer(sample.body) ? (sample.body as Record<string, unknown>) : { value: sample.body };
    switch (sample.encoding) {
      case 'json':
        call = call.set('Content-Type', 'application/json').send(JSON.stringify(sample.body ?? null));
        break;
      case 'form':
        call = call.type('form').send(new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, text(v)] as [string, string])).toString());
        break;
      case 'multipart':
        for (const [k, v] of Object.entries(fields)) {
          if (Buffer.isBuffer(v)) call = call.attach(k, v, 'file.bin');
          else call = call.field(k, text(v) || ' ');
        }
        if (operation.bodyTypes.includes('multipart/form-data') && sample.raw % 2) call = call.attach('files[]', Buffer.from(text(sample.body).slice(0, 2000) || 'x'), 'fuzz.pdf');
        break;
      case 'malformed-json':
        call = call.set('Content-Type', 'application/json').send(MALFORMED_JSON[sample.raw % MALFORMED_JSON.length]!);
        break;
      case 'malformed-multipart': {
        const broken = MALFORMED_MULTIPART[sample.raw % MALFORMED_MULTIPART.length]!;
        call = call.set('Content-Type', broken.type).send(broken.body);
        break;
      }
      case 'none':
        break;
    }
    const res = await call.ok(() => true);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    bySession[sample.session]++;
    covered.add(`${operation.method} ${operation.path}`);
    const where = `${operation.method.toUpperCase()} ${url.slice(0, 160)} [${sample.session}, ${sample.encoding}] -> ${res.status}`;
    if (res.status >= 500) failures.push(`${where}: ${res.text.slice(0, 300)}`);
    const underContract = path.startsWith('/api/') || path.startsWith('/translate/');
    if (res.status >= 400 && underContract) {
      const { field } = errorAnswerFor(express, operation.method.toUpperCase(), path);
      const code = (res.body as Record<string, unknown>)?.[field];
      if (!String(res.headers['content-type'] ?? '').includes('application/json')) failures.push(`${where}: not JSON (${res.headers['content-type']})`);
      else if (typeof code !== 'string' || !KNOWN_CODES.has(code)) failures.push(`${where}: no known code in "${field}": ${res.text.slice(0, 200)}`);
    }
    if (res.status >= 400 && LEAK.test(res.text)) failures.push(`${where}: leaks detail: ${res.text.slice(0, 300)}`);
    // Who may call it: without a session, only a visitor's or a wholesaler's operation may succeed.
    const access = isOperationId(operation.operationId) ? OPERATIONS[operation.operationId].access : undefined;
    if (sample.session === 'none' && res.status < 300 && access !== 'visitor' && access !== 'wholesaler-link') failures.push(`${where}: answered ${res.status} without a session (${access})`);
    // A session that ended (a generated logout, a deleted user) is opened again for the next request.
    if (res.status === 401 && sample.session !== 'none') sessions[sample.session] = null;
  }
  // Every status and code answered is one the contract documents for that operation.
  failures.push(...t.answered.violations());
  for (const path of ['/api/health', '/api/ready']) {
    const res = await request(server).get(path);
    if (res.status !== 200) failures.push(`after the run, ${path} answered ${res.status}`);
  }
  return { requests: samples.length, statuses, bySession, operationsCovered: covered.size, operations: operations.length, failures };
}
