import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { AppModule } from '../app.module.js';
import { configureApp } from '../app.factory.js';
import type { AppConfig } from '../config/app-config.js';
import { openApiDocument } from '../platform/http/openapi.js';
import { WORKSPACE_ROOT } from '../platform/paths.js';

/** Writes `openapi.yaml` from the code, without a database (preview mode creates no provider). */
const config: AppConfig = {
  port: 0, host: '127.0.0.1', production: false, databaseUrl: null, redisUrl: null, smtpUrl: null,
  mailFrom: 'noreply@localhost', feedbackTo: 'noreply@localhost', dataDir: '/nonexistent', admin: null,
  seedDemo: false, sessionSecret: 'x'.repeat(32),
};

const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { preview: true, logger: false, abortOnError: false });
configureApp(app);
const document = openApiDocument(app);
const target = join(WORKSPACE_ROOT, 'openapi.yaml');
writeFileSync(target, stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 }));
console.log(`Wrote ${target}`);
await app.close();
