import 'reflect-metadata';
import { RequestMethod, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule, type AppModuleOptions } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { bodyParsers } from './platform/http/body-parsers.js';
import { csrfGuard } from './platform/http/csrf.js';
import { openApiDocument } from './platform/http/openapi.js';
import { requestId } from './platform/http/request-id.js';
import { docsSecurityHeaders, securityHeaders } from './platform/http/security-headers.js';
import { webApp } from './platform/http/web-app.js';
import { SessionStore } from './platform/session/session-store.js';
import { sessionMiddleware } from './platform/session/session.middleware.js';
import { WEB_DIST } from './platform/paths.js';

export interface CreateAppOptions extends AppModuleOptions {
  readonly logger?: LogLevel[] | false;
  /** Serve the built web app at `/` (default true). */
  readonly serveWeb?: boolean;
}

/** Paths outside the `/api` prefix: the translation files, public media and the dev outbox. */
const UNPREFIXED = [
  { path: 'translate/:file', method: RequestMethod.GET },
  { path: 'media/*key', method: RequestMethod.GET },
  { path: 'dev/outbox', method: RequestMethod.GET },
  { path: 'dev/outbox/:file', method: RequestMethod.GET },
];

export function configureApp(app: NestExpressApplication): void {
  app.setGlobalPrefix('api', { exclude: UNPREFIXED });
}

/** The whole product as one Nest application, configured but not yet listening. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
    // Throw start-up failures to the caller instead of aborting the process (a core dump).
    abortOnError: false,
  });
  app.disable('x-powered-by');
  // Behind an ingress or nginx on a private network, the client's address and scheme come
  // from X-Forwarded-*: needed for per-address limits and for Secure cookies in production.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(requestId);
  const pageHeaders = securityHeaders(config.production);
  const docsHeaders = docsSecurityHeaders();
  app.use((req: { path: string }, res: never, next: never) =>
    (req.path.startsWith('/api/docs') ? docsHeaders : pageHeaders)(req as never, res, next),
  );
  app.use(csrfGuard);
  for (const parser of bodyParsers) app.use(parser);
  // Sessions only where they are read: the API (not static files or images).
  for (const handler of sessionMiddleware(config, app.get(SessionStore).store)) app.use('/api', handler);
  if (options.serveWeb ?? true) for (const handler of webApp(WEB_DIST)) app.use(handler);
  configureApp(app);
  app.enableShutdownHooks();

  const document: OpenAPIObject = openApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    customSiteTitle: 'Mercato API',
  });
  return app;
}
