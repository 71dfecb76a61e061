import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { AppModule } from '../../app.module.js';
import type { AppConfig } from '../../config/app-config.js';

const config: AppConfig = {
  port: 0, host: '127.0.0.1', production: false, databaseUrl: null, redisUrl: null, smtpUrl: null,
  mailFrom: 'noreply@localhost', feedbackTo: 'noreply@localhost', dataDir: '/nonexistent', admin: null,
  seedDemo: false, sessionSecret: 'x'.repeat(32),
};

type RouteArg = { index: number; data?: unknown };

/** Where @nestjs/swagger keeps a class's documented properties (its `DECORATORS`, not exported). */
const API_MODEL_PROPERTIES_ARRAY = 'swagger/apiModelPropertiesArray';
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

/** Every body and query parameter of every route: the DTO class, or the name read raw. */
function requestParameters(app: INestApplication): Array<{ route: string; kind: 'body' | 'query'; dto: unknown; name: unknown }> {
  const found: Array<{ route: string; kind: 'body' | 'query'; dto: unknown; name: unknown }> = [];
  const scanner = new MetadataScanner();
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
  for (const { metatype } of controllers) {
    if (typeof metatype !== 'function') continue;
    const prototype = metatype.prototype as Record<string, unknown>;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, method) ?? {}) as Record<string, RouteArg>;
      const types = (Reflect.getMetadata('design:paramtypes', prototype, method) ?? []) as unknown[];
      for (const [key, arg] of Object.entries(args)) {
        const type = Number(key.split(':')[0]);
        if (type !== RouteParamtypes.BODY && type !== RouteParamtypes.QUERY) continue;
        found.push({ route: `${metatype.name}.${method}`, kind: type === RouteParamtypes.BODY ? 'body' : 'query', dto: types[arg.index], name: arg.data });
      }
    }
  }
  return found;
}

/** The documented fields of a DTO (its own and inherited), without the files of a multipart body. */
function documentedFields(dto: new () => object): string[] {
  const names = ((Reflect.getMetadata(API_MODEL_PROPERTIES_ARRAY, dto.prototype) ?? []) as string[]).map((name) => name.replace(/^:/, ''));
  return [...new Set(names)].filter((name) => {
    const property = Reflect.getMetadata(API_MODEL_PROPERTIES, dto.prototype, name) as { format?: string; items?: { format?: string } } | undefined;
    return property?.format !== 'binary' && property?.items?.format !== 'binary';
  });
}

/** A field's rules beyond "may be left out" (IsOptional and ValidateIf only say when the rules apply). */
function rulesOf(dto: new () => object, field: string): string[] {
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((rule) => rule.propertyName === field && rule.type !== ValidationTypes.CONDITIONAL_VALIDATION && rule.type !== ValidationTypes.WHITELIST)
    .map((rule) => rule.name ?? rule.type);
}

describe('request DTOs', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false, abortOnError: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('read every body and query through a DTO class, never a raw parameter', () => {
    const parameters = requestParameters(app);
    expect(parameters.length).toBeGreaterThan(40);
    expect(parameters.filter((p) => p.name !== undefined || typeof p.dto !== 'function' || p.dto === Object).map((p) => `${p.route} (${p.kind})`)).toEqual([]);
  });

  it('give every documented field a validation rule', () => {
    const missing = requestParameters(app).flatMap(({ route, dto }) =>
      documentedFields(dto as new () => object)
        .filter((field) => rulesOf(dto as new () => object, field).length === 0)
        .map((field) => `${route}: ${(dto as { name: string }).name}.${field}`),
    );
    expect(missing).toEqual([]);
  });
});
