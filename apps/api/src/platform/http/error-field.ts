import { RequestMethod, SetMetadata } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Request } from 'express';

/** The answer field that carries the code for a call (SPEC.md section 7): error_code, error or message. */
export type ErrorField = 'error_code' | 'error' | 'message';

/** How a call answers a failure: the field of its code, and answer fields it keeps on failure. */
export interface ErrorAnswer {
  readonly field: ErrorField;
  /** E.g. `{valid: false}` for check_promo.php, whose answer is `{valid, error_code}`. */
  readonly also?: Readonly<Record<string, unknown>>;
}

const ERROR_ANSWER = 'mercato:error-answer';
const DEFAULT_ANSWER: ErrorAnswer = { field: 'error_code' };

/**
 * Names the field in which this call answers its error code (default `error_code`), and the
 * answer fields its failures keep (DESIGN.md: "the body keeps the answer fields of the call
 * table whatever the status").
 */
export const AnswersErrorIn = (field: ErrorField, also?: Readonly<Record<string, unknown>>) =>
  SetMetadata(ERROR_ANSWER, { field, ...(also ? { also } : {}) } satisfies ErrorAnswer);

/** The error answer a controller method declares (on itself or its class), `error_code` when none. */
export function declaredErrorAnswer(reflector: Reflector, handler: () => unknown, controller: object): ErrorAnswer {
  return reflector.get<ErrorAnswer | undefined>(ERROR_ANSWER, handler) ?? reflector.get<ErrorAnswer | undefined>(ERROR_ANSWER, controller as never) ?? DEFAULT_ANSWER;
}

/** Express setting under which the app keeps its calls' error answers by "METHOD /path". */
const ROUTES_SETTING = 'mercato:error-answers';

/** "METHOD /path" as Express routes it: without query, trailing slash or case. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/\/+$/, '').toLowerCase()}`;

/**
 * How `req`'s call answers a failure, looked up by its method and path, so that failures
 * before routing (a malformed body, a foreign origin) answer like those of its guards and
 * pipes; `error_code` for every call that names nothing else.
 */
export function errorAnswerOf(req: Request): ErrorAnswer {
  return errorAnswerFor(req.app, req.method, req.originalUrl ?? req.url);
}

/** The same, for a request known only by its method and URL (refused before Express saw it). */
export function errorAnswerFor(app: { get(setting: string): unknown } | undefined, method: string, url: string): ErrorAnswer {
  const routes = app?.get(ROUTES_SETTING) as ReadonlyMap<string, ErrorAnswer> | undefined;
  return routes?.get(routeKey(method, url.split('?')[0] ?? '')) ?? DEFAULT_ANSWER;
}

const join = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;

/** Every call that names its error answer, by "METHOD /prefix/path", read once from the controllers at start-up. */
export function errorAnswerRoutes(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector, prefix: string): Map<string, ErrorAnswer> {
  const routes = new Map<string, ErrorAnswer>();
  for (const wrapper of discovery.getControllers()) {
    // The class is enough (its metadata): an app created in preview mode has no instances.
    const { metatype } = wrapper;
    if (!metatype || typeof metatype !== 'function') continue;
    const base = (Reflect.getMetadata(PATH_METADATA, metatype) as string | string[] | undefined) ?? '';
    const onClass = reflector.get<ErrorAnswer | undefined>(ERROR_ANSWER, metatype);
    const prototype = metatype.prototype as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as () => unknown;
      const answer = reflector.get<ErrorAnswer | undefined>(ERROR_ANSWER, handler) ?? onClass;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (!answer || paths === undefined || method === undefined) continue;
      for (const basePath of [base].flat()) {
        for (const path of [paths].flat()) routes.set(routeKey(RequestMethod[method], join(prefix, basePath, path)), answer);
      }
    }
  }
  return routes;
}

export function rememberErrorAnswerRoutes(app: { set(setting: string, value: unknown): unknown }, routes: Map<string, ErrorAnswer>): void {
  app.set(ROUTES_SETTING, routes);
}
