import { Logger, type INestApplicationContext } from '@nestjs/common';

export interface ShutdownOptions {
  /** Runs at once on the signal (readiness turns 503). */
  readonly onSignal: () => void;
  /** Keep serving this long after the signal before closing (load balancers catch up). */
  readonly delayMs: number;
  /** Past this, the process exits anyway (Kubernetes' grace period is longer). */
  readonly deadlineMs?: number;
}

/**
 * SIGTERM/SIGINT: readiness turns 503 at once; after `delayMs` the application closes in
 * Nest's order (HTTP server stops accepting and waits for in-flight requests, job consumers
 * finish their current job, then connections close); the process exits 0. A second signal,
 * or the deadline, ends it at once.
 */
export function exitGracefullyOnSignals(app: INestApplicationContext, options: ShutdownOptions): void {
  const logger = new Logger('Shutdown');
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    options.onSignal();
    logger.log(`${signal}: not ready any more, closing in ${options.delayMs} ms`);
    const deadlineMs = options.deadlineMs ?? 25_000;
    setTimeout(() => {
      logger.error(`Still closing after ${deadlineMs} ms: exiting`);
      process.exit(1);
    }, deadlineMs).unref();
    void new Promise((resolve) => setTimeout(resolve, options.delayMs))
      .then(() => app.close())
      .then(
        () => {
          logger.log('Closed');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error(`Shutdown failed: ${(error as Error).message}`, (error as Error).stack);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
