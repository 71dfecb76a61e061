import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { ConfigMap, Namespace, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';
import { ExternalSecret } from '@kubernetes-models/external-secrets/external-secrets.io/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { PrometheusRule, ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { SMTP_TIMEOUTS_MS } from '../../src/mail/infrastructure/smtp.mailer.js';
import { WORKER_SHUTDOWN_DEADLINE_MS } from '../../src/worker/run-worker.js';
import { WEB_DIST, WORKSPACE_ROOT } from '../../src/platform/paths.js';
import { ENTRY } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

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
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy as never,
  'v1/ServiceAccount': ServiceAccount as never,
  'external-secrets.io/v1/ExternalSecret': ExternalSecret as never,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject as never,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor as never,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule as never,
};

const OVERLAYS = readdirSync(join(WORKSPACE_ROOT, 'k8s/overlays')).sort();

/**
 * `kubectl kustomize` of an overlay, as parsed objects. An overlay whose Secret is generated
 * from an untracked file (staging: secrets.env) is rendered from a copy of k8s/ holding that
 * file made from its example, so nothing in the checkout changes.
 */
function render(overlay: string): Obj[] {
  const copy = mkdtempSync(join(tmpdir(), 'k8s-'));
  cpSync(join(WORKSPACE_ROOT, 'k8s'), copy, { recursive: true });
  const dir = join(copy, 'overlays', overlay);
  if (existsSync(join(dir, 'secrets.env.example'))) {
    const example = readFileSync(join(dir, 'secrets.env.example'), 'utf8');
    writeFileSync(join(dir, 'secrets.env'), example.replace(/^([A-Z0-9_]+)=$/gm, (_, key: string) => `${key}=rendered-by-the-test-${key.toLowerCase()}`));
  }
  const rendered = execFileSync(kubectl(), ['kustomize', dir], { encoding: 'utf8' });
  const objects = parseAllDocuments(rendered).map((d) => d.toJS() as Obj).filter(Boolean);
  // kustomize folds long base64 values over lines (the API server accepts that); the schema's "byte" format does not
  for (const o of objects) if (o['kind'] === 'Secret' && o['data']) for (const k of Object.keys(o['data'])) o['data'][k] = String(o['data'][k]).replace(/\s+/g, '');
  return objects;
}

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

describe.each(OVERLAYS)('Kubernetes manifests (kubectl kustomize k8s/overlays/%s)', (overlay) => {
  let objects: Obj[];
  const find = (kind: string, name: string) => objects.find((o) => o['kind'] === kind && o['metadata']['name'] === name);
  const deployments = () => objects.filter((o) => o['kind'] === 'Deployment');
  const podSpecs = () => objects.filter((o) => o['kind'] === 'Deployment' || o['kind'] === 'Job').map((o) => [o['metadata']['name'] as string, o['spec']['template']['spec'] as Obj] as const);
  /** The Secret the pods read: made by an ExternalSecret, or generated (name with a hash suffix). */
  const secret = () => {
    const external = find('ExternalSecret', 'mercato-secrets');
    if (external) return { name: external['spec']['target']['name'] as string, keys: (external['spec']['data'] as Obj[]).map((d) => d['secretKey'] as string) };
    const generated = objects.find((o) => o['kind'] === 'Secret' && /^mercato-secrets(-[a-z0-9]+)?$/.test(o['metadata']['name']))!;
    return { name: generated['metadata']['name'] as string, keys: Object.keys(generated['data'] ?? generated['stringData']) };
  };

  beforeAll(() => {
    objects = render(overlay);
  });

  it('validates every object against the schema of its kind (custom resources too)', () => {
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

  it('holds the Deployments, the migration Job, Services, Ingress, autoscaling, PDBs, ConfigMap, ServiceAccounts and NetworkPolicies', () => {
    for (const [kind, name] of [
      ['Deployment', 'api'], ['Deployment', 'worker'], ['Deployment', 'web'], ['Job', 'mercato-migrate'],
      ['Service', 'api'], ['Service', 'web'], ['Ingress', 'mercato'], ['HorizontalPodAutoscaler', 'api'], ['HorizontalPodAutoscaler', 'web'],
      ['PodDisruptionBudget', 'api'], ['PodDisruptionBudget', 'web'], ['PodDisruptionBudget', 'worker'], ['ConfigMap', 'mercato-config'],
      ['ServiceAccount', 'mercato-api'], ['ServiceAccount', 'mercato-worker'], ['ServiceAccount', 'mercato-web'], ['ServiceAccount', 'mercato-migrate'],
      ['NetworkPolicy', 'default-deny'],
    ] as const) {
      expect({ kind, name, found: Boolean(find(kind, name)) }).toEqual({ kind, name, found: true });
    }
    const namespace = objects.find((o) => o['kind'] === 'Namespace')!['metadata']['name'];
    expect(objects.every((o) => o['kind'] === 'Namespace' || o['metadata']['namespace'] === namespace)).toBe(true);
  });

  it('ships no Secret value: the Secret comes from a secret store or from an untracked file', () => {
    const external = find('ExternalSecret', 'mercato-secrets');
    const secrets = objects.filter((o) => o['kind'] === 'Secret');
    if (external) {
      expect(secrets).toEqual([]);
      expect(external['spec']['secretStoreRef']).toEqual(expect.objectContaining({ name: expect.any(String) }));
    } else {
      // generated from secrets.env, which git ignores; the test wrote it from the example
      expect(secrets.map((s) => s['metadata']['name'])).toEqual([expect.stringMatching(/^mercato-secrets-[a-z0-9]{10}$/)]);
      const ignored = spawnSync('git', ['check-ignore', '-q', `k8s/overlays/${overlay}/secrets.env`], { cwd: WORKSPACE_ROOT });
      expect(ignored.status).toBe(0);
    }
    // no overlay and not the base lists a Secret of its own
    const tracked = execFileSync('git', ['ls-files', 'k8s'], { cwd: WORKSPACE_ROOT, encoding: 'utf8' }).split('\n').filter((f) => /\.ya?ml$/.test(f) && !f.endsWith('.example.yaml'));
    for (const file of tracked) expect({ file, secret: /^kind: Secret$/m.test(readFileSync(join(WORKSPACE_ROOT, file), 'utf8')) }).toEqual({ file, secret: false });
  });

  it('runs every pod non-root on a read-only root filesystem with a writable /tmp, with resources, under its own token-less ServiceAccount', () => {
    for (const [name, spec] of podSpecs()) {
      expect({ name, runAsNonRoot: spec['securityContext']?.['runAsNonRoot'] }).toEqual({ name, runAsNonRoot: true });
      expect({ name, automount: spec['automountServiceAccountToken'] }).toEqual({ name, automount: false });
      const account = find('ServiceAccount', spec['serviceAccountName']);
      expect({ name, account: account?.['automountServiceAccountToken'] }).toEqual({ name, account: false });
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
    expect(objects.filter((o) => ['Role', 'ClusterRole', 'RoleBinding', 'ClusterRoleBinding'].includes(o['kind']))).toEqual([]);
  });

  it('spreads every Deployment over nodes and zones', () => {
    for (const deployment of deployments()) {
      const spread = (deployment['spec']['template']['spec']['topologySpreadConstraints'] ?? []) as Obj[];
      const own = deployment['spec']['selector']['matchLabels'];
      expect({ name: deployment['metadata']['name'], keys: spread.filter((c) => JSON.stringify(c['labelSelector']['matchLabels']) === JSON.stringify(own)).map((c) => c['topologyKey']).sort() })
        .toEqual({ name: deployment['metadata']['name'], keys: ['kubernetes.io/hostname', 'topology.kubernetes.io/zone'] });
    }
  });

  it('leaves the replica count to the autoscaler that owns a Deployment', () => {
    const owners = [
      ...objects.filter((o) => o['kind'] === 'HorizontalPodAutoscaler').map((o) => o['spec']['scaleTargetRef']['name'] as string),
      ...objects.filter((o) => o['kind'] === 'ScaledObject').map((o) => o['spec']['scaleTargetRef']['name'] as string),
    ];
    expect(owners).toEqual(expect.arrayContaining(['api', 'web']));
    for (const name of owners) expect({ name, replicas: find('Deployment', name)!['spec']['replicas'] }).toEqual({ name, replicas: undefined });
    expect(new Set(owners).size).toBe(owners.length); // never two autoscalers on one Deployment
  });

  it('lets only the ingress and the web pods reach the API and only the API, worker and migration reach PostgreSQL and Redis', () => {
    const policies = objects.filter((o) => o['kind'] === 'NetworkPolicy');
    const selects = (policy: Obj, labels: Obj) => {
      const selector = policy['spec']['podSelector'] as Obj;
      const byLabels = Object.entries(selector['matchLabels'] ?? {}).every(([k, v]) => labels[k] === v);
      const byExpressions = ((selector['matchExpressions'] ?? []) as Obj[]).every((e) => e['operator'] === 'In' && (e['values'] as string[]).includes(labels[e['key']]));
      return byLabels && byExpressions;
    };
    const podLabels = (name: string) => (find('Deployment', name) ?? find('Job', name))!['spec']['template']['metadata']['labels'] as Obj;
    const deny = find('NetworkPolicy', 'default-deny')!;
    expect(deny['spec']).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const rulesFor = (name: string, type: 'ingress' | 'egress') => policies.filter((p) => selects(p, podLabels(name))).flatMap((p) => (p['spec'][type] ?? []) as Obj[]);
    // the API's http port: the ingress controller's namespace and the web pods (nginx sends the catalogue pages there) only
    const webPods = { podSelector: { matchLabels: { 'app.kubernetes.io/name': podLabels('web')['app.kubernetes.io/name'] } } };
    const apiHttp = rulesFor('api', 'ingress').filter((r) => (r['ports'] as Obj[]).some((p) => p['port'] === 'http'));
    expect(apiHttp.flatMap((r) => r['from'])).toEqual([{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }, webPods]);
    // and the web pods may send there: egress to the API pods' http port
    const webToApi = rulesFor('web', 'egress').filter((r) => ((r['ports'] ?? []) as Obj[]).some((p) => p['port'] === 'http'));
    expect(webToApi.flatMap((r) => r['to'])).toEqual([{ podSelector: { matchLabels: { 'app.kubernetes.io/name': podLabels('api')['app.kubernetes.io/name'] } } }]);
    // PostgreSQL and Redis ports: reachable from the API, the worker and the migration, never from the web pods
    const reaches = (name: string, port: number) => rulesFor(name, 'egress').some((r) => ((r['ports'] ?? []) as Obj[]).some((p) => p['port'] === port));
    for (const port of [5432, 6379]) {
      expect({ port, api: reaches('api', port), worker: reaches('worker', port), migrate: reaches('mercato-migrate', port), web: reaches('web', port) })
        .toEqual({ port, api: true, worker: true, migrate: true, web: false });
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
    // the worker's deadline outlasts a mail stuck in its SMTP timeouts and fits the grace period with the preStop pause
    const smtpWorstMs = SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;
    expect(WORKER_SHUTDOWN_DEADLINE_MS).toBeGreaterThan(smtpWorstMs);
    const preStopMs = Number(worker['containers'][0]['lifecycle']['preStop']['exec']['command'][1]) * 1000;
    expect(preStopMs + WORKER_SHUTDOWN_DEADLINE_MS).toBeLessThan(worker['terminationGracePeriodSeconds'] * 1000);
  });

  it('gives the API, the worker and the migration every variable the app reads (ConfigMap, Secret, env)', () => {
    const configMap = find('ConfigMap', 'mercato-config')!;
    const { name: secretName, keys: secretKeys } = secret();
    for (const [name, spec] of podSpecs().filter(([n]) => n !== 'web')) {
      const container = spec['containers'][0] as Obj;
      const keys = new Set<string>((container['env'] ?? []).map((e: Obj) => e['name']));
      for (const source of container['envFrom'] ?? []) {
        if (source['configMapRef']?.['name'] === 'mercato-config') Object.keys(configMap['data']).forEach((k) => keys.add(k));
        if (source['secretRef']?.['name'] === secretName) secretKeys.forEach((k) => keys.add(k));
      }
      expect({ name, missing: APP_VARS.filter((v) => !keys.has(v)) }).toEqual({ name, missing: [] });
    }
    // the secret ones are in the Secret, not the ConfigMap
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SESSION_SECRET', 'ADMIN_PASSWORD', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) {
      expect(secretKeys).toContain(key);
      expect(Object.keys(configMap['data'])).not.toContain(key);
    }
    expect(find('Deployment', 'api')!['spec']['template']['spec']['containers'][0]['env']).toContainEqual({ name: 'APP_ROLE', value: 'api' });
    // X-Forwarded-For believed from the ingress controller's range only, never every private network
    expect(configMap['data']['TRUST_PROXY']).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
  });

  it('runs one image for the API, the worker and the migration, each with its own command', () => {
    const container = (kind: string, name: string) => find(kind, name)!['spec']['template']['spec']['containers'][0];
    expect(container('Deployment', 'api')['command']).toEqual(['node', entryPath(ENTRY.api)]);
    expect(container('Deployment', 'worker')['command']).toEqual(['node', entryPath(ENTRY.worker)]);
    expect(container('Job', 'mercato-migrate')['command']).toEqual(['node', entryPath(ENTRY.migrate)]);
    const images = new Set([container('Deployment', 'api')['image'], container('Deployment', 'worker')['image'], container('Job', 'mercato-migrate')['image']]);
    expect(images.size).toBe(1);
    expect(dockerfile('api.Dockerfile').cmd).toEqual(['node', entryPath(ENTRY.api)]);
  });

  it('exposes /metrics on its own port to Prometheus only', () => {
    for (const name of ['api', 'worker']) {
      const ports = find('Deployment', name)!['spec']['template']['spec']['containers'][0]['ports'] as Obj[];
      expect(ports).toContainEqual({ name: 'metrics', containerPort: Number(find('ConfigMap', 'mercato-config')!['data']['METRICS_PORT']) });
    }
    // the Ingress never routes to the metrics port
    for (const path of find('Ingress', 'mercato')!['spec']['rules'][0]['http']['paths'] as Obj[]) expect(path['backend']['service']['port']['name']).not.toBe('metrics');
  });

  it('wires Services, Ingress, autoscalers and PDBs to what exists', () => {
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
    for (const o of objects.filter((x) => x['kind'] === 'ScaledObject')) expect(find('Deployment', o['spec']['scaleTargetRef']['name'])).toBeDefined();
  });
});

describe('the production overlay: worker scaling and monitoring', () => {
  let objects: Obj[];
  beforeAll(() => {
    objects = render('production');
  });
  const one = (kind: string) => objects.find((o) => o['kind'] === kind)!;

  it('scales the worker on the depth of its mail queue (KEDA) and the API from 3 replicas', () => {
    const scaled = one('ScaledObject');
    expect(scaled['spec']['scaleTargetRef']).toEqual({ name: 'worker' });
    expect(scaled['spec']['triggers'][0]['metadata']['query']).toMatch(/mercato_queue_jobs\{queue="mail"/);
    expect(objects.find((o) => o['kind'] === 'HorizontalPodAutoscaler' && o['metadata']['name'] === 'api')!['spec']['minReplicas']).toBe(3);
  });

  it('scrapes the metrics port and alerts on latency, errors, queue depth, outbox backlog and failed mails', () => {
    expect(one('ServiceMonitor')['spec']['endpoints']).toEqual([expect.objectContaining({ port: 'metrics', path: '/metrics' })]);
    const expressions = (one('PrometheusRule')['spec']['groups'] as Obj[]).flatMap((g) => g['rules'] as Obj[]).map((r) => r['expr'] as string).join('\n');
    for (const metric of ['mercato_http_request_duration_seconds_bucket', 'mercato_queue_jobs', 'mercato_outbox_oldest_unsent_seconds', 'mercato_outbox_failed_mails']) {
      expect(expressions).toContain(metric);
    }
  });
});

describe('docker/compose.yaml and the Dockerfiles', () => {
  const composeText = readFileSync(join(WORKSPACE_ROOT, 'docker/compose.yaml'), 'utf8');
  const compose = parse(composeText, { merge: true }) as Obj;
  const services = compose['services'] as Obj;

  it('runs the whole stack: PostgreSQL, Redis, an SMTP catcher, object storage, migrate, api, worker, web', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'mailpit', 'minio', 'migrate', 'api', 'worker', 'web']));
    const redis = (services['redis']['command'] as string[]).join(' ');
    expect(redis).toMatch(/--maxmemory-policy noeviction/);
    expect(redis).toMatch(/--appendonly yes/);
  });

  it('publishes the web app, Mailpit and MinIO on 127.0.0.1 only, and nothing else', () => {
    const published = Object.entries(services).flatMap(([name, service]) => ((service['ports'] ?? []) as string[]).map((port) => [name, port]));
    expect(published).toEqual(expect.arrayContaining([['web', '127.0.0.1:8080:8080'], ['mailpit', '127.0.0.1:8025:8025'], ['minio', '127.0.0.1:9001:9001']]));
    for (const [name, port] of published) expect({ name, port }).toEqual({ name, port: expect.stringMatching(/^127\.0\.0\.1:\d+:\d+$/) });
  });

  it('holds no usable secret: every secret is required from docker/.env, with no default', () => {
    const secretVariables = ['SESSION_SECRET', 'ADMIN_PASSWORD', 'POSTGRES_PASSWORD', 'S3_SECRET_KEY'];
    for (const name of secretVariables) {
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}(:?[-?=+])?([^}]*)\\}`, 'g'))];
      expect({ name, uses: uses.length }).toEqual({ name, uses: expect.any(Number) });
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect({ name, operator: use[1] }).toEqual({ name, operator: ':?' });
    }
    for (const name of ['api', 'worker', 'migrate']) {
      expect(services[name]['environment']['SESSION_SECRET']).toMatch(/^\$\{SESSION_SECRET:\?/);
      expect(services[name]['environment']['NODE_ENV']).toBe('production');
    }
    // the example file names every required one, with no value
    const example = readFileSync(join(WORKSPACE_ROOT, 'docker/env.example'), 'utf8');
    for (const name of secretVariables) expect(example).toMatch(new RegExp(`^${name}=$`, 'm'));
    const ignored = spawnSync('git', ['check-ignore', '-q', 'docker/.env'], { cwd: WORKSPACE_ROOT });
    expect(ignored.status).toBe(0);
  });

  it('believes X-Forwarded-For only from its own network, where nginx is the only proxy', () => {
    const subnet = compose['networks']['default']['ipam']['config'][0]['subnet'] as string;
    for (const name of ['api', 'worker', 'migrate']) expect(services[name]['environment']['TRUST_PROXY']).toBe(`\${TRUST_PROXY:-${subnet}}`);
    expect(services['api']['ports']).toBeUndefined();
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

  it('sets every variable the app reads for migrate, api and worker, and runs them from one image', () => {
    for (const name of ['migrate', 'api', 'worker']) {
      const env = services[name]['environment'] as Obj;
      expect({ name, missing: APP_VARS.filter((v) => !(v in env)) }).toEqual({ name, missing: [] });
      expect(services[name]['image']).toBe(services['api']['image']);
    }
    expect(services['api']['environment']['APP_ROLE']).toBe('api');
    expect(services['worker']['environment']['APP_ROLE']).toBe('worker');
    expect(services['migrate']['command']).toEqual(['node', entryPath(ENTRY.migrate)]);
    expect(services['worker']['command']).toEqual(['node', entryPath(ENTRY.worker)]);
    // the worker's shutdown deadline fits its stop grace period
    expect(Number.parseInt(services['worker']['stop_grace_period'], 10) * 1000).toBeGreaterThan(WORKER_SHUTDOWN_DEADLINE_MS);
  });

  it('builds two non-root images on Node 24 LTS pinned by version, caching npm downloads', () => {
    expect(readdirSync(join(WORKSPACE_ROOT, 'docker')).filter((f) => f.endsWith('Dockerfile')).sort()).toEqual(['api.Dockerfile', 'web.Dockerfile']);
    for (const name of ['api.Dockerfile', 'web.Dockerfile']) {
      const file = dockerfile(name);
      expect(file.text.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2); // multi-stage
      expect({ name, user: file.user }).toEqual({ name, user: expect.stringMatching(/^[1-9]\d*(:\d+)?$/) });
      expect(file.final).toMatch(/^HEALTHCHECK /m);
      for (const image of file.text.matchAll(/node:(\S+)/g)) expect({ name, image: image[1] }).toEqual({ name, image: expect.stringMatching(/^24\.\d+\.\d+-bookworm-slim$/) });
      for (const install of file.text.matchAll(/^RUN (.*(?:\\\n.*)*)$/gm)) {
        if (/npm install/.test(install[1]!)) expect(install[1]).toMatch(/--mount=type=cache,target=\/root\/\.npm/);
      }
    }
    // the build stages install from the lock with every workspace's manifest present (else npm rewrites the lock)
    const workspaces = [...readdirSync(join(WORKSPACE_ROOT, 'apps')).map((d) => `apps/${d}`), ...readdirSync(join(WORKSPACE_ROOT, 'libs')).map((d) => `libs/${d}`)]
      .filter((d) => existsSync(join(WORKSPACE_ROOT, d, 'package.json')));
    for (const name of ['api.Dockerfile', 'web.Dockerfile']) {
      const build = dockerfile(name).text.split(/^FROM /m).find((stage) => / AS build$/m.test(stage))!;
      for (const workspace of workspaces) expect({ name, workspace, copied: build.includes(`COPY ${workspace}/package.json ${workspace}/`) }).toEqual({ name, workspace, copied: true });
    }
    const api = dockerfile('api.Dockerfile');
    expect(api.final).not.toMatch(/npm (install|ci)/);
    expect(api.final).toMatch(/COPY --from=prod-deps \/app\/node_modules/);
    expect(api.text).toMatch(/node docker\/api-production-manifest\.mjs && npm install --omit=dev/);
    expect(dockerfile('web.Dockerfile').final).not.toMatch(/node_modules/);
  });

  it('puts into the API image what the API reads of the web build to render the catalogue pages, at the path it reads it from', () => {
    const api = dockerfile('api.Dockerfile');
    const build = api.text.split(/^FROM /m).find((stage) => / AS build$/m.test(stage))!;
    expect(build).toMatch(/^RUN npx nx run-many -t build -p [^\n]*@mercato\/web\b/m);
    // WEB_DIST (platform/paths.ts) relative to the image's WORKDIR, /app: the workspace root
    expect(/^WORKDIR (\S+)$/m.exec(api.final)?.[1]).toBe('/app');
    const webDist = relative(WORKSPACE_ROOT, WEB_DIST);
    expect(webDist).toBe('apps/web/dist');
    // web-app.ts turns the pages on with index.html and prerendered/pages.json; catalogue-pages.ts
    // reads prerendered/{language}/*.html and server/ (entry-server.js, its chunks, pages/)
    for (const part of ['index.html', 'prerendered', 'server']) {
      expect({ part, copied: api.final.includes(`COPY --from=build /app/${webDist}/${part} ${webDist}/${part}\n`) }).toEqual({ part, copied: true });
    }
  });

  it('needs no package for the web app\'s server build: it imports only its own chunks and Node\'s modules', () => {
    // What the API image runs of it (the production manifest installs no React): read from the build itself.
    const server = join(WEB_DIST, 'server');
    const files = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(files).toContain('entry-server.js');
    const imported = new Set<string>();
    for (const file of files) {
      // without block comments (a library's documentation shows imports of other packages)
      const code = readFileSync(join(server, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const match of code.matchAll(/(?:\bfrom\s*|\bimport(?:\s*\(\s*|\s+)|\brequire\(\s*)["']([^"'$]+)["']/g)) imported.add(match[1]!);
    }
    const builtins = new Set(builtinModules);
    const packages = [...imported].filter((name) => !name.startsWith('.') && !builtins.has(name.replace(/^node:/, '')));
    expect(packages).toEqual([]);
  });

  it('installs in the API image the production dependencies of the API only: no web app, no embedded database', () => {
    // the manifests the image's prod-deps stage installs from, rewritten by the script it runs
    const dir = mkdtempSync(join(tmpdir(), 'prod-manifest-'));
    for (const file of ['package.json', 'apps/api/package.json', 'docker/api-production-manifest.mjs']) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(WORKSPACE_ROOT, file), join(dir, file));
    }
    expect(spawnSync(process.execPath, ['docker/api-production-manifest.mjs'], { cwd: dir }).status).toBe(0);
    const root = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Obj;
    const api = JSON.parse(readFileSync(join(dir, 'apps/api/package.json'), 'utf8')) as Obj;
    expect(root['workspaces']).toEqual(['libs/contracts', 'libs/i18n', 'apps/api']);
    expect(root['devDependencies']).toBeUndefined();
    // every package npm installs from the lock for them (dependencies, optional and peer ones, transitively)
    const lock = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package-lock.json'), 'utf8'))['packages'] as Record<string, Obj>;
    const installed = new Set<string>();
    const visit = (from: string, deps: Obj) => {
      for (const name of Object.keys(deps)) {
        let at = from;
        let key: string | undefined;
        for (;;) {
          const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
          if (lock[candidate]) { key = candidate; break; }
          if (!at) break;
          at = at.includes('/node_modules/') ? at.slice(0, at.lastIndexOf('/node_modules/')) : '';
        }
        if (!key || installed.has(key)) continue;
        installed.add(key);
        const entry = lock[key]!;
        if (entry['link']) continue;
        const peers = Object.fromEntries(Object.entries((entry['peerDependencies'] ?? {}) as Obj).filter(([peer]) => !entry['peerDependenciesMeta']?.[peer]?.['optional']));
        visit(key, { ...entry['dependencies'], ...entry['optionalDependencies'], ...peers });
      }
    };
    visit('apps/api', api['dependencies']);
    for (const lib of ['libs/contracts', 'libs/i18n']) visit(lib, lock[lib]?.['dependencies'] ?? {});
    const names = [...installed].map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(names).toEqual(expect.arrayContaining(['@nestjs/core', 'typeorm', 'pg', 'bullmq', 'argon2', 'prom-client']));
    for (const unwanted of ['react', 'react-dom', 'react-router-dom', 'vite', '@tanstack/react-query', '@electric-sql/pglite', 'typescript', 'jest']) {
      expect({ unwanted, installed: names.includes(unwanted) }).toEqual({ unwanted, installed: false });
    }
  });

  const nginx = readFileSync(join(WORKSPACE_ROOT, 'docker/nginx/nginx.conf'), 'utf8');
  /** The body of the nginx block that begins with `head` (e.g. `location @x`), without its nested blocks' braces lost. */
  const block = (text: string, head: string): string => {
    const start = text.indexOf(`${head} {`);
    expect({ head, found: start >= 0 }).toEqual({ head, found: true });
    let depth = 0;
    for (let i = text.indexOf('{', start); i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return text.slice(text.indexOf('{', start) + 1, i);
    }
    throw new Error(`unclosed block ${head}`);
  };
  /** The server block's own directives (nested locations removed). */
  const serverLevel = () => {
    let server = block(nginx, 'server');
    for (const head of server.matchAll(/^\s*(location [^{]+?) \{/gm)) server = server.replace(`${head[1]} {${block(server, head[1]!)}}`, '');
    return server;
  };

  it('proxies /api, /translate and /media from nginx to the API with the Host the browser sent, port included', () => {
    expect(nginx).toMatch(/location ~ \^\/\(api\|translate\|media\)/);
    expect(block(nginx, 'location ~ ^/(api|translate|media)(/|$)')).toMatch(/^\s*proxy_pass http:\/\/api;/m);
    expect(nginx).toMatch(/server api:3000/);
    expect(nginx).toMatch(/try_files \$uri \/prerendered\/\$page_lang\/shell\.html \/index\.html;/);
    // Set for the whole server: every location that proxies (and sets none of its own) forwards them
    const server = serverLevel();
    for (const header of ['Host $http_host', 'X-Request-Id $request_id', 'X-Forwarded-For $proxy_add_x_forwarded_for', 'X-Forwarded-Proto $scheme', 'X-Forwarded-Host $http_host', 'Connection ""']) {
      expect({ header, set: server.includes(`proxy_set_header ${header};`) }).toEqual({ header, set: true });
    }
    expect(server).toMatch(/^\s*proxy_http_version 1\.1;/m);
    // ... and no location overrides them (one proxy_set_header in a location would drop all the others)
    for (const head of block(nginx, 'server').matchAll(/^\s*(location [^{]+?) \{/gm)) {
      expect({ location: head[1], own: /proxy_set_header/.test(block(nginx, head[1]!)) }).toEqual({ location: head[1], own: false });
    }
    // $host drops the port: a browser's Origin (http://localhost:8080) would never match and every POST would be refused
    expect(nginx).toMatch(/^\s*proxy_set_header Host \$http_host;/m);
    expect(nginx).not.toMatch(/proxy_set_header Host \$host;/);
  });

  it('sends the category and product pages to the API, and the prerendered skeleton only when the API fails (5xx, no answer)', () => {
    const catalogue = block(nginx, 'location ~ ^/(category|product)/[^/]+/?$');
    // the very paths the API renders (apps/web/src/entry-server.tsx pageQueries)
    const paths = new RegExp('^/(category|product)/[^/]+/?$');
    for (const path of ['/category/viande', '/product/entrecote/', '/category/viande']) expect(paths.test(path)).toBe(true);
    for (const path of ['/category/', '/category/a/b', '/products/x']) expect(paths.test(path)).toBe(false);
    expect(catalogue).toMatch(/^\s*proxy_pass http:\/\/api;/m); // no URI part: path and query string go on as they came
    expect(catalogue).toMatch(/^\s*proxy_intercept_errors on;/m);
    expect(catalogue).toMatch(/^\s*proxy_connect_timeout \d+s;/m);
    // 5xx only: the API's 404 page for an unknown slug goes out as it is
    const errorPages = [...catalogue.matchAll(/^\s*error_page ([^;]+);/gm)].map((m) => m[1]!);
    expect(errorPages).toEqual(['500 502 503 504 = @catalogue_skeleton']);
    expect(catalogue).not.toMatch(/add_header|proxy_hide_header|proxy_set_header|try_files/);
    // the fallback: the prerendered page of the path's kind, in the cookie's language, with the pages' headers
    const skeleton = block(nginx, 'location @catalogue_skeleton');
    expect(skeleton).toMatch(/^\s*try_files \/prerendered\/\$page_lang\/\$catalogue_page\.html \/index\.html;/m);
    expect(skeleton).toMatch(/^\s*include \/etc\/nginx\/prerendered-page\.conf;/m);
    expect(block(nginx, 'map $uri $catalogue_page')).toMatch(/default category;\s*~\^\/product\/ product;/);
    // nothing else answers these paths from the files any more
    expect(nginx).not.toMatch(/location ~ \^\/(category|product)\//);
    // no error_page anywhere else that would catch the API's 404 or another location's error
    expect(nginx.match(/error_page/g)).toHaveLength(1);
  });

  it('sends every prerendered page with its headers: no-cache, one copy per language cookie and encoding, the security headers', () => {
    const pageHeaders = readFileSync(join(WORKSPACE_ROOT, 'docker/nginx/prerendered-page.conf'), 'utf8');
    expect(pageHeaders).toMatch(/^add_header Cache-Control "no-cache" always;$/m);
    expect(pageHeaders).toMatch(/^add_header Vary "Accept-Encoding, Cookie" always;$/m);
    expect(pageHeaders).toMatch(/^include \/etc\/nginx\/security-headers\.conf;$/m);
    // try_files serves a file in its own location: each location that picks a prerendered page brings the headers
    for (const page of nginx.matchAll(/^\s*(location [^{]+?) \{/gm)) {
      const body = block(nginx, page[1]!);
      if (/try_files[^;]*\/prerendered\/\$page_lang\//.test(body)) expect({ location: page[1], headers: body.includes('include /etc/nginx/prerendered-page.conf;') }).toEqual({ location: page[1], headers: true });
    }
    // every file nginx.conf includes is in the web image
    const web = dockerfile('web.Dockerfile').final;
    for (const include of [...nginx.matchAll(/include (\/etc\/nginx\/[\w.-]+\.conf);/g), ...pageHeaders.matchAll(/include (\/etc\/nginx\/[\w.-]+\.conf);/g)]) {
      const file = include[1]!;
      expect({ file, copied: web.includes(`COPY docker/nginx/${file.slice('/etc/nginx/'.length)} ${file}\n`) }).toEqual({ file, copied: true });
    }
  });
});

describe('Node versions, CI and the GitHub workflows', () => {
  const NODE24 = /^NODE24_VERSION=(24\.\d+\.\d+)$/m.exec(readFileSync(join(WORKSPACE_ROOT, '.ci/node-24'), 'utf8'))?.[1];
  const workflow = parse(readFileSync(join(WORKSPACE_ROOT, '.github/workflows/ci.yml'), 'utf8')) as Obj;
  const jobs = workflow['jobs'] as Obj;
  const steps = (job: string) => jobs[job]['steps'] as Obj[];

  it('runs Node 24 LTS everywhere production runs, pinned to one version; engines admit 20.19+ and 24', () => {
    expect(NODE24).toEqual(expect.stringMatching(/^24\./));
    for (const name of ['api.Dockerfile', 'web.Dockerfile']) expect(dockerfile(name).text).toContain(`node:${NODE24}-bookworm-slim`);
    const engines = (JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8')) as Obj)['engines']['node'] as string;
    expect(engines).toBe('>=20.19 <25');
    expect(jobs['test']['strategy']['matrix']['include'].map((m: Obj) => String(m['node']))).toEqual([NODE24, expect.stringMatching(/^20\./)]);
  });

  it('.ci/run runs the whole test command on Node 24, the unit, start-up and order tests again on the machine\'s Node, and sums both', () => {
    const run = readFileSync(join(WORKSPACE_ROOT, '.ci/run'), 'utf8');
    expect(run).toMatch(/node24_bin="\$\(\.ci\/node-24\)"/);
    expect(run).toMatch(/^PATH="\$node24_bin:\$PATH" npm test 2>&1/m);
    expect(run).toMatch(/^npm test -- --selectProjects unit api \\\n\s+--testPathPatterns '[^']*startup\|platform\|orders\|order-loop[^']*'/m);
    expect(run).toMatch(/^echo "tests: \$passed passed, \$failed failed"$/m);
    // the cache lives outside the repository
    expect(readFileSync(join(WORKSPACE_ROOT, '.ci/node-24'), 'utf8')).toMatch(/cache="\$\{MERCATO_NODE_CACHE:-\$\{XDG_CACHE_HOME:-\$HOME\/\.cache\}/);
  });

  it('pins every action by commit, reads the repository only, and cancels superseded runs', () => {
    for (const file of readdirSync(join(WORKSPACE_ROOT, '.github/workflows'))) {
      const text = readFileSync(join(WORKSPACE_ROOT, '.github/workflows', file), 'utf8');
      for (const use of text.matchAll(/uses:\s*(\S+)/g)) expect({ file, use: use[1] }).toEqual({ file, use: expect.stringMatching(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/) });
      const parsed = parse(text) as Obj;
      expect({ file, permissions: parsed['permissions'] }).toEqual({ file, permissions: { contents: 'read' } });
      expect({ file, concurrency: parsed['concurrency']?.['group'] }).toEqual({ file, concurrency: expect.stringContaining('github.ref') });
    }
  });

  it('builds and scans the images on every pull request without pushing; publishes only after tests and scans pass', () => {
    expect(workflow['on']).toHaveProperty('pull_request');
    const build = steps('images').find((s) => String(s['uses']).startsWith('docker/build-push-action@'))!;
    expect(build['with']['push']).toBe(false);
    expect(jobs['images']['if']).toBeUndefined();
    expect(steps('images').some((s) => String(s['uses']).startsWith('aquasecurity/trivy-action@') && s['with']['exit-code'] === '1')).toBe(true);
    expect(jobs['publish']['needs']).toEqual(['test', 'images']);
    expect(jobs['publish']['if']).toBe("github.event_name == 'push'");
    expect(jobs['publish']['permissions']).toEqual({ contents: 'read', packages: 'write' });
    for (const [name, job] of Object.entries(jobs)) if (name !== 'publish') expect({ name, permissions: job['permissions'] }).toEqual({ name, permissions: undefined });
  });

  it('keeps dependencies current: npm, GitHub actions and base images (Dependabot)', () => {
    const dependabot = parse(readFileSync(join(WORKSPACE_ROOT, '.github/dependabot.yml'), 'utf8')) as Obj;
    expect((dependabot['updates'] as Obj[]).map((u) => u['package-ecosystem']).sort()).toEqual(['docker', 'docker-compose', 'github-actions', 'npm']);
  });
});

describe('a browser write through the compose stack (nginx on localhost:8080 in front of the API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('passes the origin check with the Host nginx forwards ($http_host), and was refused with the old one ($host)', async () => {
    const browser = { Origin: 'http://localhost:8080' };
    await t.http.post('/api/nothing-here').set('Host', 'localhost:8080').set('Origin', browser.Origin).send({}).expect(404);
    await t.http.post('/api/nothing-here').set('Host', 'localhost').set('Origin', browser.Origin).send({}).expect(403);
  });
});
