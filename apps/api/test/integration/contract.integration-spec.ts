import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { WORKSPACE_ROOT } from '../../src/platform/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: 'embedded' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('served at /api/openapi.json equals openapi.yaml (run `npm run openapi` after changing the API)', async () => {
    const served = (await t.http.get('/api/openapi.json').expect(200)).body;
    const committed = parse(readFileSync(join(WORKSPACE_ROOT, 'openapi.yaml'), 'utf8'));
    expect(served).toEqual(committed);
  });

  it('gives every operation a stable operation id and documented answers', () => {
    const committed = parse(readFileSync(join(WORKSPACE_ROOT, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
    };
    const ids = Object.values(committed.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of Object.values(committed.paths)) {
      for (const op of Object.values(item)) expect(Object.keys(op.responses ?? {}).length).toBeGreaterThan(0);
    }
  });
});
