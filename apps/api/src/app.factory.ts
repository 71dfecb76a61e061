import 'reflect-metadata';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { RequestMethod, type LogLevel } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { DiscoveryService, MetadataScanner, NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule, type AppModuleOptions } from './app.module.js';
import type { AppConfig, LogLevelName } from './config/app-config.js';
import { httpLogger } from './platform/logging/http-logger.js';
import { createPino, PinoLoggerService } from './platform/logging/logger.js';
import { bodyParsers } from './platform/http/body-parsers.js';
import { adminGate } from './platform/http/admin.guard.js';
import { csrfGuard } from './platform/http/csrf.js';
import { errorAnswerRoutes, rememberErrorAnswerRoutes } from './platform/http/error-field.js';
import { openApiDocument } from './platform/http/openapi.js';
import { Metrics } from './platform/metrics/metrics.service.js';
import { requestId } from './platform/http/request-id.js';
import { answerParserRefusals, refuseLongUrl, unknownUnprefixedPath } from './platform/http/request-limits.js';
import { docsSecurityHeaders, securityHeaders } from './platform/http/security-headers.js';
import { webApp } from './platform/http/web-app.js';
import { ResponseCache } from './platform/response-cache/response-cache.js';
import { SessionStore } from './platform/session/session-store.js';
import { sessionMiddleware } from './platform/session/session.middleware.js';
import { WEB_DIST } from './platform/paths.js';

export interface CreateAppOptions extends AppModuleOptions {
  /** Overrides `LOG_LEVEL`: the levels to log (the lowest one counts), or false for none. */
  readonly logger?: LogLevel[] | false;
  /** Tests only: where the JSON log lines go (default stdout). */
  readonly logDestination?: DestinationStream;
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

const API_PREFIX = 'api';

export function configureApp(app: NestExpressApplication): void {
  app.setGlobalPrefix(API_PREFIX, { exclude: UNPREFIXED });
}

const NEST_TO_PINO: ReadonlyArray<[LogLevel, LogLevelName]> = [
  ['verbose', 'trace'],
  ['debug', 'debug'],
  ['log', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
  ['fatal', 'fatal'],
];

/** The log level: `LOG_LEVEL`, unless the caller (a test) asks for other levels. */
export function logLevelOf(config: AppConfig, levels: LogLevel[] | false | undefined): LogLevelName {
  if (levels === false) return 'silent';
  if (levels === undefined) return config.logLevel ?? 'info';
  return NEST_TO_PINO.find(([nest]) => levels.includes(nest))?.[1] ?? 'silent';
}

/**
 * Cached catalogue reads are answered before Express sees the request (the stack costs most of
 * the time of such a read); every other request, and the first read of each, goes through it.
 */
function serveCachedCatalogue(app: NestExpressApplication): void {
  const cache = app.get(ResponseCache);
  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (cache.tryServe(req, res)) return;
    for (const listener of listeners) listener(req, res);
  });
  app.use(cache.capture);
}

/** Where this process answers HTTP itself (its listening address; the loopback one for any address), or null before it listens. */
function ownOrigin(server: Server): string | null {
  const address = server.address();
  if (address === null || typeof address === 'string') return null;
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The whole product as one Nest application, configured but not yet listening. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const pino = createPino(logLevelOf(config, options.logger), options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bodyParser: false,
    logger: new PinoLoggerService(pino),
    // Throw start-up failures to the caller instead of aborting the process (a core dump).
    abortOnError: false,
  });
  // First: every request's latency, under its route pattern (Prometheus, METRICS_PORT).
  app.use(app.get(Metrics).httpMiddleware);
  app.disable('x-powered-by');
  // Failures answered before routing (malformed body, foreign origin) use the call's own field.
  rememberErrorAnswerRoutes(app, errorAnswerRoutes(app.get(DiscoveryService), app.get(MetadataScanner), app.get(Reflector), API_PREFIX));
  // Behind an ingress or nginx, the client's address and scheme come from X-Forwarded-*, but
  // only through the proxies TRUST_PROXY names: anyone else could pick their own address and
  // so their own rate-limit budget (DESIGN.md "Hardening decisions").
  app.set('trust proxy', config.trustProxy ?? 'loopback');
  app.use(requestId);
  // Headers beyond Node's limit and malformed request lines answer JSON too (414/431/400).
  answerParserRefusals(app.getHttpServer() as Server, app.getHttpAdapter().getInstance() as { get(setting: string): unknown });
  app.use(refuseLongUrl);
  serveCachedCatalogue(app);
  for (const handler of httpLogger(pino)) app.use(handler);
  const pageHeaders = securityHeaders(config.production);
  const docsHeaders = docsSecurityHeaders();
  app.use((req: { path: string }, res: never, next: never) =>
    (req.path.startsWith('/api/docs') ? docsHeaders : pageHeaders)(req as never, res, next),
  );
  app.use(csrfGuard);
  // Sessions only where they are read: the API (not static files or images).
  for (const handler of sessionMiddleware(config, app.get(SessionStore).store)) app.use('/api', handler);
  // The staff API answers 401/403 to anyone but an admin before it reads any body, so even a
  // malformed or oversized payload learns nothing (the guard on each controller stays too).
  app.use('/api/v1/admin', adminGate);
  app.use(unknownUnprefixedPath);
  for (const parser of bodyParsers) app.use(parser);
  if (options.serveWeb ?? true) {
    const catalogue = { origin: () => ownOrigin(app.getHttpServer() as Server), cache: app.get(ResponseCache), publicUrl: config.publicUrl };
    for (const handler of webApp(WEB_DIST, catalogue)) app.use(handler);
  }
  configureApp(app);
  // No enableShutdownHooks(): the entry point (main.ts) handles SIGTERM itself, so that
  // readiness turns 503 first and in-flight requests finish before anything closes.

  const document: OpenAPIObject = openApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    customSiteTitle: 'Mercato API',
  });
  return app;
}
