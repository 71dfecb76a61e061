import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../jobs/job-queue.port.js';

/** The job queues whose depth is measured (the worker's consumers). */
const QUEUES = ['mail'];
const COLLECT_TIMEOUT_MS = 2000;

/** A scrape never waits on a slow Redis or database for long: the figure is left out instead. */
export function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), COLLECT_TIMEOUT_MS).unref())]);
}

/**
 * Prometheus metrics (prom-client) of this process, served as `GET /metrics` on the separate
 * `METRICS_PORT` (never on the public port; unset: no metrics server): HTTP latency by method,
 * route pattern and status; the job queues' depth; Node's own process metrics; and what the
 * contexts register on `registry` (the mail context: outbox backlog, oldest unsent mail,
 * mails failed for good). Queue and outbox figures are read from Redis and PostgreSQL at each
 * scrape, so every replica reports the same shared numbers (alert on their max).
 */
@Injectable()
export class Metrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  readonly registry = new Registry();
  private server: Server | null = null;
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {
    // Node's own figures (CPU, memory, event-loop lag, GC) only where someone scrapes them.
    if (config.metricsPort !== null && config.metricsPort !== undefined) collectDefaultMetrics({ register: this.registry, prefix: 'mercato_' });
    this.httpDuration = new Histogram({
      name: 'mercato_http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const counts = (queue: string) => within(this.jobs.jobCounts?.(queue) ?? Promise.resolve(null), null);
    new Gauge({
      name: 'mercato_queue_jobs',
      help: 'Jobs in a queue by state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        for (const queue of QUEUES) {
          const figures = await counts(queue);
          if (figures) for (const [state, count] of Object.entries(figures)) this.set({ queue, state }, count);
        }
      },
    });
  }

  /** Express middleware: observes every answered request under its route pattern (`unmatched` for none: no unbounded labels). */
  readonly httpMiddleware = (req: Request, res: Response, next: NextFunction): void => {
    const end = this.httpDuration.startTimer();
    res.once('finish', () => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      end({ method: req.method, route: typeof route === 'string' ? `${req.baseUrl}${route}` : 'unmatched', status: String(res.statusCode) });
    });
    next();
  };

  /** The port `/metrics` listens on, once started. */
  get port(): number | null {
    return this.server ? (this.server.address() as AddressInfo).port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metricsPort;
    if (port === null || port === undefined) return;
    const server = createServer((req, res) => {
      if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': this.registry.contentType }).end(text),
        (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${(error as Error).message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.config.host, resolve);
    });
    this.server = server;
    this.logger.log(`Metrics on http://${this.config.host}:${this.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
