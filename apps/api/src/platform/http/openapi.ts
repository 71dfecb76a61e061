import type { INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { ErrorAnswer } from './error-field.js';
import { errorAnswerRoutes } from './error-field.js';
import { MAX_URL_LENGTH } from './request-limits.js';

const API_PREFIX = 'api';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Operations that answer their own 503 body (readiness) or never touch a dependency (liveness). */
const OWN_5XX = new Set(['/api/health', '/api/ready']);

/**
 * The API contract. `openapi.yaml` at the repository root is this document, written by
 * `npm run openapi`; a test fails when the two differ.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Mercato API')
    .setDescription(
      'B2B ordering for Swiss restaurants: the lowest price per product across wholesalers, one order split per wholesaler. ' +
        'Calls ending in `.php` are the compatibility contract of the specification and are served verbatim; ' +
        'everything else is REST under `/api/v1`. Errors answer `{"success": false, "error_code": "<code>"}` ' +
        '(or the field the call names) with an honest status. Signed-in calls use the session cookie; ' +
        'state-changing calls from another origin (scheme, host and port of `Origin`) are refused.\n\n' +
        'Every call may also answer, in its own error field: 500 `server_error` (an unexpected failure, never with detail); ' +
        '503 `service_unavailable` (the database, Redis or file store is unreachable: retry later); ' +
        `414 \`uri_too_long\` (a path and query longer than ${MAX_URL_LENGTH} bytes); ` +
        '431 `headers_too_large` (request headers beyond 16 KB); 400 `invalid_data` for JSON nested deeper than 32 levels or ' +
        'with an array of more than 1,000 elements, and for ids outside 1 to 2147483647.',
    )
    .setVersion('1.0.0')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
  });
  documentServerErrors(document, errorAnswers(app));
  return document;
}

/** Each call's error answer, read from its controller's metadata (works in preview mode too). */
function errorAnswers(app: INestApplication): Map<string, ErrorAnswer> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  return errorAnswerRoutes(discovery, new MetadataScanner(), new Reflector(), API_PREFIX);
}

/**
 * DESIGN.md: a 5xx body is `{success: false, <field>: "server_error"}`, 503 with
 * `service_unavailable` for an outage; one shared response per error field, referenced by
 * every operation that answers in that field.
 */
function documentServerErrors(document: OpenAPIObject, answers: ReadonlyMap<string, ErrorAnswer>): void {
  const responses = (document.components ??= {}).responses ??= {};
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith(`/${API_PREFIX}/`) || OWN_5XX.has(path)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1').toLowerCase()}`;
      const { field, also } = answers.get(key) ?? { field: 'error_code' as const };
      const kept = Object.keys(also ?? {});
      for (const [status, name, code, description] of [
        ['500', 'ServerError', 'server_error', 'server_error: an unexpected failure (no detail)'],
        ['503', 'ServiceUnavailable', 'service_unavailable', 'service_unavailable: a dependency (database, Redis, file store) is unreachable; retry later'],
      ] as const) {
        if (operation.responses[status]) continue;
        const ref = [name, field, ...kept].join('_');
        responses[ref] ??= {
          description,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success', field],
                properties: {
                  success: { type: 'boolean', enum: [false] },
                  ...Object.fromEntries(kept.map((name) => [name, {}])),
                  [field]: { type: 'string', enum: [code] },
                  request_id: { type: 'string' },
                },
              },
            },
          },
        };
        operation.responses[status] = { $ref: `#/components/responses/${ref}` };
      }
    }
  }
}
