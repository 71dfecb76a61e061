import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { WORKSPACE_ROOT } from '../../src/platform/paths.js';
import { ENTRY } from '../support/processes.js';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every environment variable the application reads, taken from the configuration's source itself. */
function variablesTheAppReads(): string[] {
  const source = readFileSync(join(WORKSPACE_ROOT, 'apps/api/src/config/app-config.ts'), 'utf8');
  const names = new Set<string>();
  for (const match of source.matchAll(/\(env, '([A-Z][A-Z0-9_]*)'/g)) names.add(match[1]!);
  for (const match of source.matchAll(/env\['([A-Z][A-Z0-9_]*)'\]/g)) names.add(match[1]!);
  return [...names].sort();
}

/** The schema of each kind the manifests may hold (kubernetes-models: offline JSON-schema validation). */
const MODELS: Record<string, new (data: Obj) => { validate(): void }> = {
  'v1/Namespace': Namespace as never,
  'v1/ConfigMap': ConfigMap as never,
  'v1/Secret': Secret as never,
  'v1/Service': Service as never,
  'apps/v1/Deployment': Deployment as never,
  'batch/v1/Job': Job as never,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler as never,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget as never,
  'networking.k8s.io/v1/Ingress': Ingress as never,
};

function kubectl(): string {
  for (const candidate of ['/usr/bin/kubectl', '/usr/local/bin/kubectl']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v kubectl'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('kubectl is required to render the Kubernetes manifests (kubectl kustomize) and was not found: install kubectl');
  }
}

/** The command a Dockerfile's final stage runs, e.g. ["node", "apps/api/dist/main.js"]. */
function dockerfile(name: string) {
  const text = readFileSync(join(WORKSPACE_ROOT, 'docker', name), 'utf8');
  const stages = text.split(/^FROM /m).slice(1);
  const final = stages.at(-1)!;
  const cmd = /^CMD (\[.*\])$/m.exec(final)?.[1];
  return { text, final, cmd: cmd ? (JSON.parse(cmd) as string[]) : null, user: /^USER (\S+)$/m.exec(final)?.[1] };
}

const entryPath = (file: string) => relative(WORKSPACE_ROOT, file);
const APP_VARS = variablesTheAppReads();

describe('the configuration the app reads', () => {
  it('is found in app-config.ts', () => {
    expect(APP_VARS).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SESSION_SECRET', 'S3_BUCKET', 'APP_ROLE', 'ADMIN_PASSWORD', 'LOG_LEVEL']));
    expect(APP_VARS.length).toBeGreaterThan(20);
  });
});

describe('Kubernetes manifests (kubectl kustomize k8s/overlays/production)', () => {
  let objects: Obj[];
  const find = (kind: string, name: string) => objects.find((o) => o['kind'] === kind && o['metadata']['name'] === name);
  const deployments = () => objects.filter((o) => o['kind'] === 'Deployment');
  const podSpecs = () => objects.filter((o) => o['kind'] === 'Deployment' || o['kind'] === 'Job').map((o) => [o['metadata']['name'] as string, o['spec']['template']['spec'] as Obj] as const);

  beforeAll(() => {
    const rendered = execFileSync(kubectl(), ['kustomize', join(WORKSPACE_ROOT, 'k8s/overlays/production')], { encoding: 'utf8' });
    objects = parseAllDocuments(rendered).map((d) => d.toJS() as Obj).filter(Boolean);
  });

  it('validates every object against the Kubernetes schema of its kind', () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      const Model = MODELS[`${object['apiVersion']}/${object['kind']}`];
      expect({ object: `${object['apiVersion']}/${object['kind']}`, known: Boolean(Model) }).toEqual(expect.objectContaining({ known: true }));
      expect(() => new Model!(object).validate()).not.toThrow();
    }
    // and the validation does reject a broken object
    const broken = structuredClone(find('Deployment', 'api')!);
    broken['spec']['replicas'] = 'two';
    expect(() => new Deployment(broken).validate()).toThrow(/replicas/);
  });

  it('holds the API, worker and web Deployments, the migration Job, Services, Ingress, HPA, PDBs, ConfigMap and Secret', () => {
    for (const [kind, name] of [
      ['Namespace', 'mercato'], ['Deployment', 'api'], ['Deployment', 'worker'], ['Deployment', 'web'], ['Job', 'mercato-migrate'],
      ['Service', 'api'], ['Service', 'web'], ['Ingress', 'mercato'], ['HorizontalPodAutoscaler', 'api'],
      ['PodDisruptionBudget', 'api'], ['PodDisruptionBudget', 'web'], ['PodDisruptionBudget', 'worker'],
      ['ConfigMap', 'mercato-config'], ['Secret', 'mercato-secrets'],
    ] as const) {
      expect({ kind, name, found: Boolean(find(kind, name)) }).toEqual({ kind, name, found: true });
    }
    expect(objects.every((o) => o['kind'] === 'Namespace' || o['metadata']['namespace'] === 'mercato')).toBe(true);
  });

  it('runs every pod non-root on a read-only root filesystem with a writable /tmp, with resources', () => {
    for (const [name, spec] of podSpecs()) {
      expect({ name, runAsNonRoot: spec['securityContext']?.['runAsNonRoot'] }).toEqual({ name, runAsNonRoot: true });
      const tmp = spec['volumes']?.find((v: Obj) => v['emptyDir'] !== undefined);
      for (const container of spec['containers'] as Obj[]) {
        expect({ name, security: container['securityContext'] }).toEqual({
          name,
          security: expect.objectContaining({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } }),
        });
        expect(container['resources']).toEqual({ requests: expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }), limits: expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }) });
        expect(container['volumeMounts']).toEqual(expect.arrayContaining([{ name: tmp?.['name'], mountPath: '/tmp' }]));
      }
    }
  });

  it('probes, pauses before SIGTERM and gives the process time to finish', () => {
    for (const deployment of deployments()) {
      const spec = deployment['spec']['template']['spec'] as Obj;
      const container = spec['containers'][0] as Obj;
      expect(container['livenessProbe']?.['httpGet']).toBeDefined();
      expect(container['readinessProbe']?.['httpGet']).toBeDefined();
      expect(container['lifecycle']?.['preStop']).toBeDefined();
      expect(spec['terminationGracePeriodSeconds']).toBeGreaterThanOrEqual(20);
      expect(deployment['spec']['strategy']['rollingUpdate']['maxUnavailable']).toBe(0);
    }
    const api = find('Deployment', 'api')!['spec']['template']['spec'] as Obj;
    expect(api['containers'][0]['livenessProbe']['httpGet']['path']).toBe('/api/health');
    expect(api['containers'][0]['readinessProbe']['httpGet']['path']).toBe('/api/ready');
    // preStop pause + the 25 s the API needs at most to close
    expect(api['terminationGracePeriodSeconds']).toBeGreaterThanOrEqual(30);
    const worker = find('Deployment', 'worker')!['spec']['template']['spec'] as Obj;
    expect(worker['containers'][0]['readinessProbe']['httpGet']).toEqual({ path: '/ready', port: 'health' });
  });

  it('gives the API, the worker and the migration every variable the app reads (ConfigMap, Secret, env)', () => {
    const configMap = find('ConfigMap', 'mercato-config')!;
    const secret = find('Secret', 'mercato-secrets')!;
    for (const [name, spec] of podSpecs().filter(([n]) => n !== 'web')) {
      const container = spec['containers'][0] as Obj;
      const keys = new Set<string>((container['env'] ?? []).map((e: Obj) => e['name']));
      for (const source of container['envFrom'] ?? []) {
        if (source['configMapRef']?.['name'] === 'mercato-config') Object.keys(configMap['data']).forEach((k) => keys.add(k));
        if (source['secretRef']?.['name'] === 'mercato-secrets') Object.keys(secret['stringData'] ?? secret['data']).forEach((k) => keys.add(k));
      }
      expect({ name, missing: APP_VARS.filter((v) => !keys.has(v)) }).toEqual({ name, missing: [] });
    }
    // the secret ones are in the Secret, not the ConfigMap
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SESSION_SECRET', 'ADMIN_PASSWORD', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) {
      expect(Object.keys(secret['stringData'])).toContain(key);
      expect(Object.keys(configMap['data'])).not.toContain(key);
    }
    expect(find('Deployment', 'api')!['spec']['template']['spec']['containers'][0]['env']).toContainEqual({ name: 'APP_ROLE', value: 'api' });
  });

  it('runs the same entry scripts as the images and the tests', () => {
    const command = (kind: string, name: string) => find(kind, name)!['spec']['template']['spec']['containers'][0]['command'];
    expect(command('Deployment', 'api')).toEqual(['node', entryPath(ENTRY.api)]);
    expect(command('Deployment', 'worker')).toEqual(['node', entryPath(ENTRY.worker)]);
    expect(command('Job', 'mercato-migrate')).toEqual(['node', entryPath(ENTRY.migrate)]);
    expect(dockerfile('api.Dockerfile').cmd).toEqual(['node', entryPath(ENTRY.api)]);
    expect(dockerfile('worker.Dockerfile').cmd).toEqual(['node', entryPath(ENTRY.worker)]);
  });

  it('wires Services, Ingress, HPA and PDBs to what exists', () => {
    const podLabels = deployments().map((d) => d['spec']['template']['metadata']['labels'] as Obj);
    const matches = (selector: Obj) => podLabels.some((labels) => Object.entries(selector).every(([k, v]) => labels[k] === v));
    for (const o of objects.filter((x) => x['kind'] === 'Service')) expect(matches(o['spec']['selector'])).toBe(true);
    for (const o of objects.filter((x) => x['kind'] === 'PodDisruptionBudget')) expect(matches(o['spec']['selector']['matchLabels'])).toBe(true);
    for (const rule of find('Ingress', 'mercato')!['spec']['rules'] as Obj[]) {
      for (const path of rule['http']['paths'] as Obj[]) {
        const service = find('Service', path['backend']['service']['name']);
        expect(service?.['spec']['ports'].map((p: Obj) => p['name'])).toContain(path['backend']['service']['port']['name']);
      }
    }
    const paths = (find('Ingress', 'mercato')!['spec']['rules'][0]['http']['paths'] as Obj[]).map((p) => [p['path'], p['backend']['service']['name']]);
    expect(paths).toEqual(expect.arrayContaining([['/api', 'api'], ['/translate', 'api'], ['/', 'web']]));
    const hpa = find('HorizontalPodAutoscaler', 'api')!;
    expect(hpa['spec']['scaleTargetRef']).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' });
    expect(hpa['spec']['minReplicas']).toBeGreaterThanOrEqual(2);
  });
});

describe('docker/compose.yaml and the Dockerfiles', () => {
  const compose = parse(readFileSync(join(WORKSPACE_ROOT, 'docker/compose.yaml'), 'utf8'), { merge: true }) as Obj;
  const services = compose['services'] as Obj;

  it('runs the whole stack: PostgreSQL, Redis, an SMTP catcher, object storage, migrate, api, worker, web', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'mailpit', 'minio', 'migrate', 'api', 'worker', 'web']));
    const redis = (services['redis']['command'] as string[]).join(' ');
    expect(redis).toMatch(/--maxmemory-policy noeviction/);
    expect(redis).toMatch(/--appendonly yes/);
    expect(services['mailpit']['ports']).toContain('8025:8025');
  });

  it('checks the health of every long-running service and starts them in order', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') expect(service['healthcheck']).toEqual({ disable: true });
      else expect({ name, test: service['healthcheck']?.['test'] }).toEqual({ name, test: expect.any(Array) });
    }
    expect(services['migrate']['depends_on']).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of ['api', 'worker']) {
      expect(services[name]['depends_on']).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services['web']['depends_on']).toEqual({ api: { condition: 'service_healthy' } });
  });

  it('sets every variable the app reads for migrate, api and worker', () => {
    for (const name of ['migrate', 'api', 'worker']) {
      const env = services[name]['environment'] as Obj;
      expect({ name, missing: APP_VARS.filter((v) => !(v in env)) }).toEqual({ name, missing: [] });
    }
    expect(services['api']['environment']['APP_ROLE']).toBe('api');
    expect(services['worker']['environment']['APP_ROLE']).toBe('worker');
    expect(services['migrate']['command']).toEqual(['node', entryPath(ENTRY.migrate)]);
  });

  it('builds non-root images with health checks, without dev dependencies in the Node images', () => {
    for (const name of ['api.Dockerfile', 'worker.Dockerfile', 'web.Dockerfile']) {
      const file = dockerfile(name);
      expect(file.text.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2); // multi-stage
      expect({ name, user: file.user }).toEqual({ name, user: expect.stringMatching(/^[1-9]\d*(:\d+)?$/) });
      expect(file.final).toMatch(/^HEALTHCHECK /m);
    }
    for (const name of ['api.Dockerfile', 'worker.Dockerfile']) {
      const file = dockerfile(name);
      expect(file.text).toMatch(/npm prune --omit=dev/);
      expect(file.final).not.toMatch(/npm (install|ci)/);
    }
    expect(dockerfile('web.Dockerfile').final).not.toMatch(/node_modules/);
  });

  it('proxies /api, /translate and /media from nginx to the API', () => {
    const nginx = readFileSync(join(WORKSPACE_ROOT, 'docker/nginx/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/location ~ \^\/\(api\|translate\|media\)/);
    expect(nginx).toMatch(/proxy_pass http:\/\/api;/);
    expect(nginx).toMatch(/server api:3000/);
    expect(nginx).toMatch(/try_files \$uri \/index\.html/);
  });
});
