import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

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
        'state-changing calls from another origin are refused.',
    )
    .setVersion('1.0.0')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
  });
}
