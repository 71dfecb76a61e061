import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { exitGracefullyOnSignals } from '../platform/lifecycle/graceful-shutdown.js';
import { createPino, PinoLoggerService } from '../platform/logging/logger.js';
import { WorkerHealth } from './worker-health.js';
import { WorkerModule } from './worker.module.js';

/**
 * After SIGTERM the worker lets its mails in progress finish for at most this long: longer
 * than a mail stuck in every SMTP timeout (10 + 10 + 30 s), shorter than the pod's grace
 * period (75 s, k8s/base/worker.yaml) minus its preStop pause.
 */
export const WORKER_SHUTDOWN_DEADLINE_MS = 60_000;

/**
 * Starts the worker: job consumers and the outbox relay, the health port, and a graceful
 * SIGTERM (the current job finishes, then connections close, then the process exits).
 */
export async function runWorker(config: AppConfig): Promise<void> {
  const workerConfig: AppConfig = { ...config, role: 'worker' };
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(workerConfig), {
    logger: new PinoLoggerService(createPino(config.logLevel ?? 'info')),
    abortOnError: false,
  });
  await app.init();
  const health = app.get(WorkerHealth);
  const port = await health.listen(config.host, config.healthPort ?? 3001);
  exitGracefullyOnSignals(app, { onSignal: () => health.markStopping(), delayMs: 0, deadlineMs: WORKER_SHUTDOWN_DEADLINE_MS });
  new Logger('Mercato').log(`Worker ready (health on http://${config.host}:${port}/health and /ready)`);
}
