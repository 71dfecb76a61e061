import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FileStore } from '../../src/platform/files/file-store.port.js';
import { LocalDiskFileStore } from '../../src/platform/files/local-disk.file-store.js';
import { S3FileStore } from '../../src/platform/files/s3.file-store.js';
import { TRANSLATIONS_DIR } from '../../src/platform/paths.js';
import { signedInAccount } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// s3rver ships no types: a local S3-compatible server, in this process, on a free port.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } }).png().toBuffer();

type Me = Awaited<ReturnType<typeof signedInAccount>>;
const profileForm = (me: Me) => {
  const req = me.agent.post('/api/update-profile.php');
  const values = { id: String(me.id), firstName: 'Luca', lastName: 'Bianchi', phone: '+41 91 555 22 33', email: me.email, restaurantName: 'Grotto Ticino', restaurantAddress: 'Via Nassa 5, 6900 Lugano' };
  for (const [k, v] of Object.entries(values)) req.field(k, v);
  return req;
};

/** Every file under `dir`, recursively (relative paths). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('files in S3-compatible object storage (s3rver)', () => {
  let s3: { close(): Promise<void> };
  let s3Dir: string;
  let client: S3Client;
  let smtp: SmtpCatcher;
  let t: TestApp;
  const bucket = 'mercato-test-files';

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 's3rver-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
    const { port } = await server.run();
    s3 = server;
    const s3Config = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    client = new S3Client({ endpoint: s3Config.endpoint, region: s3Config.region, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    smtp = await SmtpCatcher.start();
    // The demo catalogue's images are written through the file store at start-up: into the bucket.
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 }, seedDemo: true, config: { s3: s3Config } });
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await smtp?.stop();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  const keysInBucket = async (prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!);

  it('uses the S3 adapter, which created the bucket', async () => {
    expect(t.app.get(FileStore)).toBeInstanceOf(S3FileStore);
    expect((await keysInBucket('catalogue/')).length).toBeGreaterThan(0);
    expect(filesUnder(join(t.config.dataDir, 'files'))).toEqual([]);
  });

  it('serves a catalogue image from the bucket through /media', async () => {
    const [key] = await keysInBucket('catalogue/');
    const res = await t.http.get(`/media/${key}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    await t.http.get('/media/catalogue/no-such-image.webp').expect(404);
  });

  it('stores an avatar upload in the bucket and serves it back; the replaced one is deleted', async () => {
    const me = await signedInAccount(t, smtp);
    const first = await profileForm(me).attach('avatar', await png(640, 480), 'me.png').expect(200);
    const url: string = first.body.user.avatar;
    expect(url).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]+\.webp$/);
    expect(await keysInBucket('avatars/')).toEqual([url.slice('/media/'.length)]);
    const image = await t.http.get(url).expect(200).expect('Content-Type', 'image/webp');
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta.format).toBe('webp');

    const second = await profileForm(me).attach('avatar', await png(300, 300), 'again.png').expect(200);
    expect(await keysInBucket('avatars/')).toEqual([(second.body.user.avatar as string).slice('/media/'.length)]);
    await t.http.get(url).expect(404);
  });
});

describe('upload folder full (ENOSPC injected at the file-system write)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let store: LocalDiskFileStore;
  let original: LocalDiskFileStore['writer'];

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
    store = t.app.get(FileStore) as LocalDiskFileStore;
    original = store.writer;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('answers 507 storage_full (translated), leaves no partial file, and other calls work on', async () => {
    const me = await signedInAccount(t, smtp);
    // The disk fills up in the middle of the write: half the bytes land, then ENOSPC.
    store.writer = {
      async writeFile(path, data) {
        await writeFile(path, data.subarray(0, Math.floor(data.length / 2)));
        throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), { code: 'ENOSPC' });
      },
    };
    try {
      const full = await profileForm(me).attach('avatar', await png(400, 400), 'me.png').expect(507);
      expect(full.body).toMatchObject({ success: false, error_code: 'storage_full' });
      expect(filesUnder(join(t.config.dataDir, 'files'))).toEqual([]);
      // the profile did not change, and calls that write no file keep working
      const user = (await me.agent.get(`/api/get_user.php?id=${me.id}`).expect(200)).body.user;
      expect(user.avatar).toBeNull();
      await t.http.get('/api/v1/products').expect(200);
      await t.http.get('/api/ready').expect(200);
    } finally {
      store.writer = original;
    }
    // space again: the same upload succeeds
    const ok = await profileForm(me).attach('avatar', await png(400, 400), 'me.png').expect(200);
    expect(filesUnder(join(t.config.dataDir, 'files'))).toEqual([(ok.body.user.avatar as string).slice('/media/'.length)]);
  });

  it('has the storage_full message in fr, de and it', () => {
    for (const locale of ['fr', 'de', 'it']) {
      expect(readFileSync(join(TRANSLATIONS_DIR, `${locale}.json`), 'utf8')).toMatch(/"storage_full": "[^"]{10,}"/);
    }
  });
});
