import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * docs/security/asvs-l1.md is the OWASP ASVS 5.0.0 Level 1 matrix. This spec keeps it honest:
 * every Level 1 requirement has a row with a status, every file it names exists, and every test it
 * names is still in its file. It also holds the source scans the matrix names as proof.
 */
const ROOT = process.cwd();
const MATRIX = 'docs/security/asvs-l1.md';

/** The 70 Level 1 requirements of ASVS 5.0.0 (github.com/OWASP/ASVS, 5.0/docs_en/*_en.csv, column L = 1). */
const LEVEL_1 = [
  'V1.2.1', 'V1.2.2', 'V1.2.3', 'V1.2.4', 'V1.2.5', 'V1.3.1', 'V1.3.2', 'V1.5.1',
  'V2.1.1', 'V2.2.1', 'V2.2.2', 'V2.3.1',
  'V3.2.1', 'V3.2.2', 'V3.3.1', 'V3.4.1', 'V3.4.2', 'V3.5.1', 'V3.5.2', 'V3.5.3',
  'V4.1.1', 'V4.4.1',
  'V5.2.1', 'V5.2.2', 'V5.3.1', 'V5.3.2',
  'V6.1.1', 'V6.2.1', 'V6.2.2', 'V6.2.3', 'V6.2.4', 'V6.2.5', 'V6.2.6', 'V6.2.7', 'V6.2.8', 'V6.3.1', 'V6.3.2', 'V6.4.1', 'V6.4.2',
  'V7.2.1', 'V7.2.2', 'V7.2.3', 'V7.2.4', 'V7.4.1', 'V7.4.2',
  'V8.1.1', 'V8.2.1', 'V8.2.2', 'V8.3.1',
  'V9.1.1', 'V9.1.2', 'V9.1.3', 'V9.2.1',
  'V10.4.1', 'V10.4.2', 'V10.4.3', 'V10.4.4', 'V10.4.5',
  'V11.3.1', 'V11.3.2', 'V11.4.1',
  'V12.1.1', 'V12.2.1', 'V12.2.2',
  'V13.4.1',
  'V14.2.1', 'V14.3.1',
  'V15.1.1', 'V15.2.1', 'V15.3.1',
];
const STATUSES = ['met', 'partly', 'not met', 'not applicable'];

interface TestRef {
  file: string;
  name?: string;
}
interface Row {
  id: string;
  status?: string;
  code: string[];
  tests: TestRef[];
  none: boolean;
}

export function parseMatrix(markdown: string): Row[] {
  const rows: Row[] = [];
  let row: Row | undefined;
  let inTests = false;
  for (const line of markdown.split('\n')) {
    const heading = /^### (V\d+\.\d+\.\d+)\s*$/.exec(line);
    if (heading) {
      row = { id: heading[1]!, code: [], tests: [], none: false };
      rows.push(row);
      inTests = false;
      continue;
    }
    if (!row) continue;
    if (/^#{1,2} /.test(line)) {
      row = undefined;
      continue;
    }
    const status = /^- \*\*Status:\*\* (.+?)\s*$/.exec(line);
    if (status) row.status = status[1];
    const code = /^- \*\*Code:\*\* (.*)$/.exec(line);
    if (code) row.code = [...code[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    if (/^- \*\*Tests:\*\*/.test(line)) {
      inTests = true;
      continue;
    }
    if (!inTests) continue;
    const test = /^ {2}- `([^`]+)`(?: — "(.+)")?\s*$/.exec(line);
    if (test) row.tests.push({ file: test[1]!, ...(test[2] === undefined ? {} : { name: test[2] }) });
    else if (/^ {2}- none — \S/.test(line)) row.none = true;
    else if (line.trim() !== '') inTests = false;
  }
  return rows;
}

/** The source of a test file as its titles read: `\'` and `\u2019` written out. */
function sourceOf(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8')
    .replace(/\\(['"`])/g, '$1')
    .replace(/\\u2019/g, '\u2019');
}

/** Product source files (no tests) under a folder. */
function productFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (path: string): void => {
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === 'generated' || entry === 'testing') continue;
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (pattern.test(entry) && !/\.spec\.tsx?$/.test(entry)) found.push(full);
    }
  };
  walk(join(ROOT, dir));
  return found;
}

function offenders(files: string[], forbidden: RegExp): string[] {
  return files.filter((file) => forbidden.test(readFileSync(file, 'utf8'))).map((file) => relative(ROOT, file));
}

const API = () => productFiles('apps/api/src', /\.ts$/);
const WEB = () => productFiles('apps/web/src', /\.tsx?$/);

describe('the ASVS 5.0 Level 1 matrix (docs/security/asvs-l1.md)', () => {
  const rows = parseMatrix(readFileSync(join(ROOT, MATRIX), 'utf8'));

  it(`lists each of the ${LEVEL_1.length} Level 1 requirements exactly once, and nothing else`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(70);
    expect(rows.map((row) => row.id)).toEqual(LEVEL_1);
  });

  it('gives every row a status, and proof or a reason', () => {
    const bad = rows.filter((row) => !STATUSES.includes(row.status ?? '') || (row.tests.length === 0 && !row.none));
    expect(bad.map((row) => `${row.id}: ${row.status ?? 'no status'}, ${row.tests.length} tests`)).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const missing = rows.flatMap((row) => [...row.code, ...row.tests.map((test) => test.file)].filter((path) => !existsSync(join(ROOT, path))).map((path) => `${row.id}: ${path}`));
    expect(missing).toEqual([]);
  });

  it('names only tests that exist in the file it names', () => {
    const refs = rows.flatMap((row) => row.tests.map((test) => ({ id: row.id, ...test })));
    expect(refs.filter((ref) => ref.name !== undefined).length).toBeGreaterThan(100);
    const missing = refs
      .filter((ref) => existsSync(join(ROOT, ref.file)))
      .filter((ref) => !/\.(spec|integration-spec|e2e-spec)\.tsx?$/.test(ref.file) || (ref.name !== undefined && !sourceOf(ref.file).includes(ref.name)))
      .map((ref) => `${ref.id}: ${ref.file} "${ref.name ?? ''}"`);
    expect(missing).toEqual([]);
  });

  it('finds a renamed test (the check itself can fail)', () => {
    const renamed = parseMatrix('### V1.2.1\n\n- **Status:** met\n- **Tests:**\n  - `tools/security/asvs-matrix.spec.ts` — "a test that is not there"\n');
    expect(renamed[0]!.tests).toEqual([{ file: 'tools/security/asvs-matrix.spec.ts', name: 'a test that is not there' }]);
    expect(sourceOf(renamed[0]!.tests[0]!.file).includes(`it('${renamed[0]!.tests[0]!.name!}`)).toBe(false);
  });
});

describe('source scans the matrix names as proof', () => {
  it('runs no OS command from product code', () => {
    expect(offenders([...API(), ...WEB()], /\b(child_process|execSync|spawnSync|execFile)\b/)).toEqual([]);
  });

  it('evaluates no dynamic code in product code', () => {
    expect(offenders([...API(), ...WEB()], /(^|[^.\w])eval\(|new Function\(|set(Timeout|Interval)\(\s*['"`]|vm\.run/m)).toEqual([]);
  });

  it('renders no raw HTML in the web app', () => {
    expect(offenders(WEB(), /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/)).toEqual([]);
  });

  it('links to no javascript: or data: URL in the web app', () => {
    expect(offenders(WEB(), /['"`]\s*(javascript|vbscript):|href=\{?['"`]data:/i)).toEqual([]);
  });

  it('enables no CORS: the API never sends Access-Control-Allow-Origin', () => {
    expect(offenders(API(), /enableCors|cors:\s*true|from ['"]cors['"]|Access-Control-Allow-Origin/i)).toEqual([]);
  });

  it("parses no XML: no XML parser among the API's dependencies", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'apps/api/package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {}).filter((name) => /xml|sax|libxml/i.test(name))).toEqual([]);
  });

  it('uses no weak hash or cipher (MD5, SHA-1, ECB, DES, RC4)', () => {
    expect(offenders(API(), /createHash\(\s*['"](md5|sha1|md4)['"]|createCipher(iv)?\(\s*['"][^'"]*(ecb|des|rc4)[^'"]*['"]|createCipher\(/i)).toEqual([]);
  });

  it('masks every password field (type=password) and blocks no paste', () => {
    const files = WEB().filter((file) => file.endsWith('.tsx'));
    const unmasked: string[] = [];
    let fields = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/autoComplete="(current|new)-password"/g)) {
        fields += 1;
        const start = source.lastIndexOf('<', match.index);
        const end = source.indexOf('/>', match.index);
        if (!source.slice(start, end).includes('type="password"')) unmasked.push(`${relative(ROOT, file)}@${match.index}`);
      }
    }
    expect(fields).toBeGreaterThanOrEqual(9);
    expect(unmasked).toEqual([]);
    expect(offenders([join(ROOT, 'apps/web/src/shared/ui/form/text-field.tsx')], /onPaste|onCopy|autoComplete="off"/)).toEqual([]);
  });

  it('keeps .git out of every image (.dockerignore)', () => {
    expect(readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim())).toContain('.git');
  });
});
