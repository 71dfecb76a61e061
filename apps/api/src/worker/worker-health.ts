import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { RedisConnection } from '../platform/redis/redis.module.js';

const CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref())]);
}

/**
 * The worker's only HTTP: `GET /health` (liveness: the process answers) and `GET /ready`
 * (readiness: database and Redis reachable, not shutting down; 503 otherwise) on `HEALTH_PORT`.
 * It stays up while the worker finishes its jobs and closes last.
 */
@Injectable()
export class WorkerHealth implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerHealth');
  private server: Server | null = null;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(RedisConnection) private readonly redis: RedisConnection,
  ) {}

  async listen(host: string, port: number): Promise<number> {
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      const answer = (status: number, body: object): void => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, { status: 'method_not_allowed' });
      if (path === '/health' || path === '/api/health') return answer(200, { status: 'ok' });
      if (path === '/ready' || path === '/api/ready') {
        void this.readiness().then(({ ready, body }) => answer(ready ? 200 : 503, body));
        return;
      }
      answer(404, { status: 'not_found' });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as AddressInfo).port;
  }

  private async readiness(): Promise<{ ready: boolean; body: object }> {
    const [database, redis] = await Promise.all([
      within(this.dataSource.query('SELECT 1').then(() => true, () => false), false),
      within(this.redis.ping(), false),
    ]);
    const ready = !this.stopping && database && redis;
    return {
      ready,
      body: {
        status: ready ? 'ready' : this.stopping ? 'stopping' : 'not_ready',
        checks: { database: database ? 'up' : 'down', redis: this.redis.client ? (redis ? 'up' : 'down') : 'not_configured' },
      },
    };
  }

  markStopping(): void {
    this.stopping = true;
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.logger.log('Health port closed');
  }
}
