#!/usr/bin/env node
/**
 * Where an app's CPU went under load: reads a `.cpuprofile` (node --cpu-prof, e.g. through
 * BENCH_APP_NODE_ARGS) and prints self time per package and per function, and the time per
 * part of a request (session, user check, logging, validation, SQL driver, mapping, framework),
 * counting only samples from the first request handled on (start-up left out).
 * Usage: node tools/bench/cpuprofile-summary.mjs <file.cpuprofile> [requests] [top]
 */
import { readFileSync } from 'node:fs';

const [file, requestsArg, topArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const requests = Number(requestsArg ?? 0);
const top = Number(topArg ?? 30);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

function pkgOf(frame) {
  const url = frame.url ?? '';
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : `(native) ${frame.functionName || 'anonymous'}`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  const dist = url.match(/apps\/api\/dist[^/]*\/(.*)$/);
  if (dist) return `app:${dist[1].split('/').slice(0, -1).join('/') || '.'}`;
  const libs = url.match(/libs\/([^/]+)\//);
  if (libs) return `lib:${libs[1]}`;
  return url;
}

/** The part of a request a sample belongs to: the first rule (in this order) any frame of its stack matches. */
const PARTS = [
  ['start-up/module loading', (f) => /node:internal\/modules|NestFactory|instance-loader/.test(f.url + ' ' + f.functionName)],
  // express-session wraps res.end: the response's own write is not the session's.
  ['HTTP response write (res.end)', (f) => f.url === 'node:_http_outgoing' && f.functionName === 'end'],
  ['user check (deserializeUser, stamps)', (f) => /session\.serializer|change-stamps|deserializeUser/.test(f.url + ' ' + f.functionName)],
  ['session load/save (express-session, connect-redis)', (f) => /express-session|connect-redis|passport\/|session-store/.test(f.url)],
  ['logging (pino, http logger)', (f) => /pino|http-logger|logging\//.test(f.url)],
  ['validation (pipes, class-validator/transformer)', (f) => /class-validator|class-transformer|validation|pipes\//.test(f.url)],
  ['SQL / pg driver', (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/.test(f.url) || /persistence\//.test(f.url)],
  ['Redis client', (f) => /@redis\/|node_modules\/redis\//.test(f.url)],
  ['mapping / serialisation', (f) => /presenter|JSON|stringify|mapping|\/json/i.test(f.url + ' ' + f.functionName) && !/body-parser/.test(f.url)],
  ['security headers / csrf', (f) => /helmet|security-headers|csrf/.test(f.url)],
  ['metrics', (f) => /metrics|prom-client/.test(f.url)],
  ['Nest / Express', (f) => /@nestjs|node_modules\/(express|router|finalhandler|send|body-parser|path-to-regexp|on-finished|qs)\//.test(f.url)],
  ['node http / net / streams', (f) => /^node:/.test(f.url)],
];

const samples = profile.samples;
const deltas = profile.timeDeltas;
// Start at the first sample inside an HTTP request (the server's 'request' handling).
let first = 0;
for (let i = 0; i < samples.length; i++) {
  let id = samples[i];
  let hit = false;
  while (id !== undefined) {
    const f = byId.get(id).callFrame;
    if (f.functionName === 'parserOnIncoming') { hit = true; break; }
    id = parent.get(id);
  }
  if (hit) { first = i; break; }
}
const selfPkg = new Map();
const selfFn = new Map();
const parts = new Map();
let busy = 0;
let idle = 0;
for (let i = first; i < samples.length; i++) {
  const us = deltas[i + 1] ?? 0;
  const node = byId.get(samples[i]);
  const f = node.callFrame;
  if (f.functionName === '(idle)') { idle += us; continue; }
  busy += us;
  const pkg = pkgOf(f);
  selfPkg.set(pkg, (selfPkg.get(pkg) ?? 0) + us);
  const fnKey = `${f.functionName || '(anonymous)'} ${pkg}${f.url ? `:${f.lineNumber + 1}` : ''}`;
  selfFn.set(fnKey, (selfFn.get(fnKey) ?? 0) + us);
  const stack = [];
  for (let id = samples[i]; id !== undefined; id = parent.get(id)) stack.push(byId.get(id).callFrame);
  let part = f.functionName === '(garbage collector)' ? 'garbage collector' : f.functionName === '(program)' ? '(program: native, not attributed)' : null;
  if (!part) for (const [name, test] of PARTS) if (stack.some(test)) { part = name; break; }
  part ??= 'other (app code)';
  parts.set(part, (parts.get(part) ?? 0) + us);
}
const fmt = (us) => (requests ? `${(us / requests).toFixed(1).padStart(7)} µs/req` : `${(us / 1000).toFixed(1).padStart(8)} ms`);
const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
console.log(`${file}: busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms${requests ? `, ${requests} requests: ${(busy / requests).toFixed(0)} µs/request` : ''}\n`);
console.log('By part of the request (first matching rule over the stack):');
for (const [k, v] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(v)} ${fmt(v)}  ${k}`);
console.log('\nSelf time by package:');
for (const [k, v] of [...selfPkg].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)} ${fmt(v)}  ${k}`);
console.log('\nSelf time by function:');
for (const [k, v] of [...selfFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)} ${fmt(v)}  ${k}`);
