import type { INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { DECORATORS, DocumentBuilder, SwaggerModule, type MediaTypeObject, type OpenAPIObject, type OperationObject } from '@nestjs/swagger';
import { isOperationId, OPERATIONS, operationErrorCodes, type OperationAccess, type OperationContract } from '@mercato/contracts';
import { RATE_LIMITED, type RateLimitedCall } from '../rate-limit/rate-limited.decorator.js';
import { describeLimit, guardLimit, RATE_LIMIT_DOCS, type RateLimitDoc } from '../rate-limit/rate-limit-docs.js';
import { declaredErrorAnswer, type ErrorAnswer } from './error-field.js';
import { addFailureSchemas, documentErrors } from './openapi-errors.js';
import { API_EXAMPLES, type ExampleTable, type OperationExamples } from './openapi-examples.js';
import { introduction, SESSION_SCHEME, SESSION_SECURITY_SCHEME, TAG_DESCRIPTIONS } from './openapi-introduction.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** What the controllers say of an operation beyond Swagger's own decorators. */
interface OperationFacts {
  readonly answer: ErrorAnswer;
  readonly limits: readonly RateLimitDoc[];
  readonly examples: OperationExamples | undefined;
}

/**
 * The API contract. `openapi.yaml` at the repository root is this document, written by
 * `npm run openapi`; a test fails when the two differ. Swagger's decorators give the paths,
 * schemas, summaries and descriptions; then each operation gets, from `OPERATIONS` of
 * `@mercato/contracts`, who may call it (its text and security) and one error answer per
 * status with the codes it may answer, its rate limits from the code, and its examples.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Mercato API')
    .setDescription(introduction())
    .setVersion('1.0.0')
    .addSecurity(SESSION_SCHEME, SESSION_SECURITY_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
  });
  const facts = operationFacts(app);
  addFailureSchemas(document);
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      const id = operation?.operationId;
      if (!operation || !id || !isOperationId(id)) continue;
      const contract: OperationContract = OPERATIONS[id];
      const fact = facts.get(id) ?? { answer: { field: 'error_code' }, limits: [], examples: undefined };
      describeOperation(operation, contract, fact.limits);
      operation.security = security(contract);
      documentErrors(document, { operation, codes: operationErrorCodes(id, { writes: method !== 'get' }), answer: fact.answer, examples: fact.examples?.responses ?? {} });
      addExamples(operation, fact.examples);
    }
  }
  const used = new Set(Object.values(document.paths).flatMap((item) => METHODS.flatMap((method) => item[method]?.tags ?? [])));
  document.tags = [...used].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? '' }));
  return document;
}

/** Reads each handler's error field, rate limits and examples from the controllers' metadata (works in preview mode too). */
function operationFacts(app: INestApplication): Map<string, OperationFacts> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const facts = new Map<string, OperationFacts>();
  for (const wrapper of discovery.getControllers()) {
    const { metatype } = wrapper;
    if (!metatype || typeof metatype !== 'function') continue;
    const table = reflector.get<ExampleTable | undefined>(API_EXAMPLES, metatype) ?? {};
    const prototype = metatype.prototype as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as () => unknown;
      const id = (Reflect.getMetadata(DECORATORS.API_OPERATION, handler) as { operationId?: string } | undefined)?.operationId;
      if (!id) continue;
      const guarded = reflector.get<RateLimitedCall | undefined>(RATE_LIMITED, handler);
      const documented = reflector.get<RateLimitDoc[] | undefined>(RATE_LIMIT_DOCS, handler) ?? [];
      facts.set(id, {
        answer: declaredErrorAnswer(reflector, handler, metatype),
        limits: [...(guarded ? [guardLimit(guarded)] : []), ...documented],
        examples: isOperationId(id) ? table[id] : undefined,
      });
    }
  }
  return facts;
}

const WHO: Readonly<Record<OperationAccess, string>> = {
  visitor: 'anyone; no session needed.',
  'signed-in': 'a signed-in account (the session cookie); 401 `unauthorized` without one.',
  subscribed:
    'a signed-in account (401 `unauthorized` without a session) whose e-mail is verified (403 `email_not_verified`) and that holds a valid activation code (403 `activation_code_required`).',
  admin:
    'staff: a session opened by `POST /api/admin/login.php` for an account with the admin role; 401 `unauthorized` without a session, 403 `forbidden` for any other, before the body is read.',
  'wholesaler-link':
    'a wholesaler, without an account: the token of the personal link in its purchase-order mail is the key (valid 30 days); 404 `purchase_order_not_found` for an unknown, altered or expired link.',
};

/** The operation's own description, then who may call it and its rate limits (also as `x-access`, `x-rate-limits`). */
function describeOperation(operation: OperationObject, contract: OperationContract, limits: readonly RateLimitDoc[]): void {
  const own = operation.description?.trim() ?? '';
  const who = contract.sessionOptional ? 'anyone; the session cookie is read when it is sent.' : WHO[contract.access];
  const sections = [own, `**Who may call:** ${who}`];
  if (limits.length) {
    sections.push(`**Rate limits:** ${limits.map(describeLimit).join('; ')}. A refused call answers 429 with \`Retry-After\` (seconds).`);
  }
  operation.description = sections.filter(Boolean).join('\n\n');
  const extensions = operation as OperationObject & Record<`x-${string}`, unknown>;
  extensions['x-access'] = contract.access;
  if (limits.length) extensions['x-rate-limits'] = limits;
}

/** Public operations declare no security at all; the others name the session cookie (optional where it only may be sent). */
function security(contract: OperationContract): OperationObject['security'] {
  if (contract.sessionOptional) return [{}, { [SESSION_SCHEME]: [] }];
  if (contract.access === 'visitor' || contract.access === 'wholesaler-link') return [];
  return [{ [SESSION_SCHEME]: [] }];
}

/** The request example for every content type, and each success answer’s example. */
function addExamples(operation: OperationObject, examples: OperationExamples | undefined): void {
  if (!examples) return;
  const body = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : undefined;
  if (body && examples.request !== undefined) for (const media of Object.values<MediaTypeObject>(body)) media.example = examples.request;
  for (const [status, response] of Object.entries(operation.responses)) {
    const value = examples.responses[Number(status)];
    if (Number(status) >= 400 || value === undefined || !response || '$ref' in response) continue;
    for (const media of Object.values<MediaTypeObject>(response.content ?? {})) media.example = value;
  }
}
