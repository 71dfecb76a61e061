import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.service.js';

/** Prometheus `/metrics` on `METRICS_PORT` (see Metrics). Imported once by the API and by the worker. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
