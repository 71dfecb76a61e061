import { type BeforeApplicationShutdown, Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { DatabaseMigrator } from '../database/database-migrator.js';
import { RedisConnection } from '../redis/redis.module.js';
import { HealthDto, ReadinessDto } from './health.dto.js';

const CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref())]);
}

@ApiTags('operations')
@Controller()
export class HealthController implements BeforeApplicationShutdown {
  /** Set as soon as shutdown begins: load balancers stop sending new requests while in-flight ones finish. */
  private stopping = false;

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  /** Called by the entry point on SIGTERM, before anything closes. */
  markStopping(): void {
    this.stopping = true;
  }

  constructor(
    private readonly dataSource: DataSource,
    private readonly migrator: DatabaseMigrator,
    private readonly redis: RedisConnection,
  ) {}

  @Get('health')
  @HttpCode(200)
  @ApiOperation({ operationId: 'getHealth', summary: 'Liveness: the process answers.', description: 'Checks no dependency: restart the process only when this fails. Not logged unless it fails.' })
  @ApiOkResponse({ type: HealthDto, description: 'The process is alive.', example: { status: 'ok' } })
  health(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    operationId: 'getReadiness',
    summary: 'Readiness: database reachable with every migration applied, and Redis when configured.',
    description: 'Each check answers within 2 seconds. From the moment shutdown begins it answers 503 `stopping`, so balancers send no new requests while in-flight ones finish.',
  })
  @ApiOkResponse({
    type: ReadinessDto,
    description: 'Ready to serve.',
    example: { status: 'ready', checks: { database: 'up', migrations: 'up', redis: 'up' } },
  })
  @ApiServiceUnavailableResponse({
    type: ReadinessDto,
    description: 'Not ready (a check is down) or stopping; the body says which.',
    example: { status: 'not_ready', checks: { database: 'down', migrations: 'down', redis: 'up' } },
  })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessDto> {
    const [database, migrations, redis] = await Promise.all([
      within(this.dataSource.query('SELECT 1').then(() => true, () => false), false),
      within(this.migrator.upToDate().catch(() => false), false),
      within(this.redis.ping(), false),
    ]);
    const ready = !this.stopping && database && migrations && redis;
    res.status(ready ? 200 : 503);
    return {
      status: ready ? 'ready' : this.stopping ? 'stopping' : 'not_ready',
      checks: {
        database: database ? 'up' : 'down',
        migrations: migrations ? 'up' : 'down',
        redis: this.redis.client ? (redis ? 'up' : 'down') : 'not_configured',
      },
    };
  }
}
