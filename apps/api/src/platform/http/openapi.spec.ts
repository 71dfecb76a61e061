import { describe, expect, it } from '@jest/globals';
import { OPERATIONS, isOperationId, operationErrorCodes, type ErrorCode, type OperationContract } from '@mercato/contracts';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { WORKSPACE_ROOT } from '../paths.js';
import { SESSION_COOKIE } from '../session/session.middleware.js';
import { statusOf } from './error-status.js';

type Schema = Record<string, unknown>;
type Media = { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
type Response = { $ref?: string; description?: string; content?: Record<string, Media> };
type Operation = {
  operationId: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
  'x-rate-limits'?: unknown[];
};
type Document = {
  info: { description: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response>; securitySchemes?: Record<string, Record<string, unknown>> };
};

/**
 * The committed contract (`openapi.yaml`, equal to what the API serves: see the contract
 * integration test) is complete for an integrator: every operation described with who may call
 * it, security declared, every answer described and exemplified, every error answer in the
 * shared schema of its field with exactly the codes `OPERATIONS` lists for that status, and
 * every example valid against its schema.
 */
const document = parse(readFileSync(join(WORKSPACE_ROOT, 'openapi.yaml'), 'utf8')) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, method, operation })),
);
const resolve = (response: Response): Response => (response.$ref ? document.components.responses[response.$ref.split('/').pop()!]! : response);
/** Readiness answers its own body with 503 (not an error of the call): the one declared exception. */
const OWN_ERROR_BODIES = new Set(['getReadiness 503']);

/** OpenAPI 3.0 schemas as JSON Schema: `nullable` becomes a union with null, refs point into the document. */
function jsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Schema;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, key === '$ref' ? `openapi${String(value)}` : key === 'example' || key === 'enum' ? value : jsonSchema(value)]),
  );
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const ajv = new Ajv({ strict: false, allErrors: true });
(addFormatsModule as unknown as (ajv: Ajv) => void)(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ components: { schemas: jsonSchema(document.components.schemas) } }, 'openapi');
const validators = new Map<string, ValidateFunction>();
function validatorOf(schema: Schema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(jsonSchema(schema) as Schema)));
  return validate;
}

/** Every example of a media type, by name. */
function examplesOf(media: Media): Array<[string, unknown]> {
  if (media.example !== undefined) return [['example', media.example]];
  return Object.entries(media.examples ?? {}).map(([name, example]) => [name, example.value]);
}

const isBinary = (schema: Schema | undefined) => schema?.['format'] === 'binary';

describe('the OpenAPI contract', () => {
  it('has one OPERATIONS entry in @mercato/contracts per operation, and no stale entry', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !isOperationId(id))).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('describes every operation in its own words, then who may call it', () => {
    const missing = operations.filter(({ operation }) => {
      const [own = ''] = (operation.description ?? '').split('**Who may call:**');
      return own.trim().length < 20 || !operation.description?.includes('**Who may call:**');
    });
    expect(missing.map(({ where }) => where)).toEqual([]);
  });

  it('introduces itself to integrators and describes every tag', () => {
    for (const section of ['## Signing in', '## The Origin rule', '## Idempotency keys', '## Errors', '## Rate limits', '## Languages']) {
      expect(document.info.description).toContain(section);
    }
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    const described = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    expect([...used].filter((tag) => !described.get(tag)?.trim())).toEqual([]);
  });

  it('declares the session cookie as a security scheme and each operation’s security', () => {
    expect(document.components.securitySchemes?.['session']).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
    for (const { where, operation } of operations) {
      const contract: OperationContract = OPERATIONS[operation.operationId as keyof typeof OPERATIONS];
      const expected = contract.sessionOptional
        ? [{}, { session: [] }]
        : contract.access === 'visitor' || contract.access === 'wholesaler-link'
          ? []
          : [{ session: [] }];
      expect({ where, security: operation.security }).toEqual({ where, security: expected });
    }
  });

  it('describes every answer', () => {
    const undescribed = operations.flatMap(({ where, operation }) =>
      Object.entries(operation.responses)
        .filter(([, response]) => !resolve(response).description?.trim())
        .map(([status]) => `${where} ${status}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('answers every error in the shared schema of the call’s field, with exactly the codes OPERATIONS lists for that status', () => {
    const wrong: string[] = [];
    for (const { where, method, operation } of operations) {
      const id = operation.operationId as keyof typeof OPERATIONS;
      const byStatus = new Map<string, ErrorCode[]>();
      for (const code of operationErrorCodes(id, { writes: method !== 'get' })) byStatus.set(String(statusOf(code)), [...(byStatus.get(String(statusOf(code))) ?? []), code]);
      const documented = Object.keys(operation.responses).filter((status) => Number(status) >= 400 && !OWN_ERROR_BODIES.has(`${id} ${status}`));
      if (documented.sort().join() !== [...byStatus.keys()].sort().join()) wrong.push(`${where}: statuses ${documented.join(',')} instead of ${[...byStatus.keys()].join(',')}`);
      for (const status of documented) {
        const schema = resolve(operation.responses[status]!).content?.['application/json']?.schema as { allOf?: Schema[] } | undefined;
        const shared = schema?.allOf?.[0]?.['$ref'] as string | undefined;
        const field = shared?.match(/#\/components\/schemas\/Failure_(error_code|error|message)$/)?.[1];
        const narrowed = schema?.allOf?.at(-1)?.['properties'] as Record<string, { enum?: string[] }> | undefined;
        const codes = field ? narrowed?.[field]?.enum : undefined;
        if (!field || !codes?.length) wrong.push(`${where} ${status}: not the shared error schema with an enum of codes`);
        else if ([...codes].sort().join() !== [...(byStatus.get(status) ?? [])].sort().join()) wrong.push(`${where} ${status}: [${codes.join(', ')}] instead of [${byStatus.get(status)?.join(', ')}]`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('states the rate limits of exactly the operations that can answer 429', () => {
    const wrong = operations.filter(({ method, operation }) => {
      const limited = operationErrorCodes(operation.operationId as keyof typeof OPERATIONS, { writes: method !== 'get' }).some((code) => statusOf(code) === 429);
      return limited !== Boolean(operation['x-rate-limits']?.length) || (limited && !operation.description?.includes('**Rate limits:**'));
    });
    expect(wrong.map(({ where }) => where)).toEqual([]);
  });

  it('gives every request body and every answer an example', () => {
    const missing: string[] = [];
    for (const { where, operation } of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) if (!examplesOf(media).length) missing.push(`${where} request ${type}`);
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(resolve(response).content ?? {})) {
          if (!isBinary(media.schema) && !examplesOf(media).length) missing.push(`${where} ${status} ${type}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has only examples that its schemas accept', () => {
    const invalid: string[] = [];
    const check = (where: string, media: Media) => {
      if (!media.schema || isBinary(media.schema)) return;
      const validate = validatorOf(media.schema);
      for (const [name, value] of examplesOf(media)) {
        if (!validate(value)) invalid.push(`${where} (${name}): ${ajv.errorsText(validate.errors)}`);
      }
    };
    for (const { where, operation } of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) check(`${where} request ${type}`, media);
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(resolve(response).content ?? {})) check(`${where} ${status} ${type}`, media);
      }
    }
    expect(invalid).toEqual([]);
  });
});
