import type { LoggerService } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import type { LogLevelName } from '../../config/app-config.js';

/** The request being served, so every line logged on its behalf carries its id. */
export const requestContext = new AsyncLocalStorage<{ readonly requestId: string }>();

/** Field names whose values never reach a log line, at any depth up to three levels. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'new_password',
  'currentPassword',
  'current_password',
  'oldPassword',
  'old_password',
  'code',
  'token',
  'secret',
  'sessionSecret',
  'sessionId',
  'sid',
  'cookie',
  'authorization',
  'set-cookie',
  'x-api-key',
  'accessKeyId',
  'secretAccessKey',
];

export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`, `*.*["${field}"]`, `*.*.*["${field}"]`]),
];

/** Values that look like secrets inside free text (a URL with credentials, a query string with a code). */
const TEXT_SECRETS: ReadonlyArray<[RegExp, string]> = [
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@]*:)[^@\s]*@/gi, '$1[Redacted]@'],
  [/([?&](?:code|token|password|sid|secret)=)[^&\s"]*/gi, '$1[Redacted]'],
];

export function scrubText(text: string): string {
  return TEXT_SECRETS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** One JSON line per event on stdout (or `destination`), secrets redacted. */
export function createPino(level: LogLevelName, destination?: DestinationStream): Pino {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      mixin: (_object, _level, logger) => {
        const context = requestContext.getStore();
        // The request logger binds the id itself: never the same key twice in one line.
        if (!context || 'requestId' in (logger as Pino).bindings()) return {};
        return { requestId: context.requestId };
      },
      hooks: {
        // Free-text messages are scrubbed too: a driver error may quote a connection URL.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** Nest's start-up inventory (one line per module and route): debug, not info. */
const CHATTY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Nest's `LoggerService` on pino: Nest's own messages and ours as JSON lines with their context. */
export class PinoLoggerService implements LoggerService {
  constructor(readonly pino: Pino) {}

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', message: unknown, params: unknown[]): void {
    const rest = [...params];
    const context = rest.length && typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    if (level === 'info' && context && CHATTY_CONTEXTS.has(context)) level = 'debug';
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    if (context) fields['context'] = context;
    // Nest passes an error's stack as the parameter after the message.
    const stack = rest.find((p) => typeof p === 'string' && /\n\s+at /.test(p));
    if (stack) fields['stack'] = scrubText(stack as string);
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ ...fields, ...(message as object) });
    } else {
      this.pino[level](fields, String(message));
    }
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
}
