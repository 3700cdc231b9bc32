import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { fixtureSite } from '../test/fixture-site';
import { startS3Server } from '../test/s3-server';
import { deployToBucket, MANIFEST_NAME } from './bucket-deploy';

let s3: Awaited<ReturnType<typeof startS3Server>>;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Release 1: the fixture export. Release 2: its next build, with a new chunk and new pages. */
function releases() {
  const one = fixtureSite();
  const two = mkdtempSync(join(tmpdir(), 'site-'));
  cpSync(one, two, { recursive: true });
  for (const gone of ['_next/static/chunks/app-1a2b.js', 'index.html']) {
    for (const suffix of ['', '.gz', '.br']) rmSync(join(two, gone + suffix), { force: true });
  }
  writeFileSync(join(two, '_next/static/chunks/app-9f8e.js'), 'console.log("release 2");');
  writeFileSync(
    join(two, 'index.html'),
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/app-9f8e.js"></script></head></html>',
  );
  dirs.push(one, two);
  return { one, two };
}

/** Records the keys the client uploads and deletes, in order. */
function recording(client: S3Client) {
  const puts: string[] = [];
  const send = client.send.bind(client);
  const spy = jest.spyOn(client, 'send').mockImplementation(((command: {
    input: { Key?: string };
  }) => {
    if (command instanceof PutObjectCommand) puts.push(command.input.Key!);
    return send(command as never);
  }) as never);
  return { puts, restore: () => spy.mockRestore() };
}

const bucket = 'site';

describe('a deploy to a bucket', () => {
  it('stores each file compressed, with its type and cache rule, assets before pages', async () => {
    const { one } = releases();
    const prefix = `p${randomUUID().slice(0, 8)}`;
    const record = recording(s3.client);
    const summary = await deployToBucket(s3.client, { bucket, dir: one, prefix });
    record.restore();

    expect(summary.unchanged).toBe(false);
    expect(summary.uploaded.sort()).toEqual(
      [
        '404.html',
        '_next/static/chunks/app-1a2b.js',
        'auth/login/index.html',
        'config.json',
        'index.html',
      ].map((key) => `${prefix}/${key}`),
    );
    // The chunk first, then config.json, then the pages; the manifest last.
    const order = record.puts.map((key) => key.slice(prefix.length + 1));
    expect(order[0]).toBe('_next/static/chunks/app-1a2b.js');
    expect(order[1]).toBe('config.json');
    expect(order.slice(2, 5).sort()).toEqual(['404.html', 'auth/login/index.html', 'index.html']);
    expect(order[5]).toBe(MANIFEST_NAME);

    const chunk = await fetch(s3.site(`/${prefix}/_next/static/chunks/app-1a2b.js`), {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    const page = await fetch(s3.site(`/${prefix}/auth/login/`));
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // fetch undoes the gzip, as a browser does.
    expect(await page.text()).toContain('<h1>Вход</h1>');
    const config = await fetch(s3.site(`/${prefix}/config.json`));
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toMatchObject({ API_URL: '' });
  });

  it('uploads nothing when the build has not changed', async () => {
    const { one } = releases();
    const prefix = `p${randomUUID().slice(0, 8)}`;
    const first = await deployToBucket(s3.client, { bucket, dir: one, prefix });
    const record = recording(s3.client);
    const again = await deployToBucket(s3.client, { bucket, dir: one, prefix });
    record.restore();
    expect(again).toMatchObject({ release: first.release, unchanged: true, uploaded: [] });
    expect(record.puts).toEqual([]);
  });

  it('keeps the chunks of the kept releases, and prunes only what none of them needs', async () => {
    const { one, two } = releases();
    const prefix = `p${randomUUID().slice(0, 8)}`;
    const oldChunk = s3.site(`/${prefix}/_next/static/chunks/app-1a2b.js`);
    const first = await deployToBucket(s3.client, { bucket, dir: one, prefix });
    const second = await deployToBucket(s3.client, { bucket, dir: two, prefix, prune: true });
    expect(second.releases).toEqual([second.release, first.release]);
    expect(second.uploaded.map((key) => key.slice(prefix.length + 1)).sort()).toEqual([
      '_next/static/chunks/app-9f8e.js',
      'index.html',
    ]);
    // A tab of release 1 still loads its chunk; the pages are release 2's.
    expect((await fetch(oldChunk)).status).toBe(200);
    expect(await (await fetch(s3.site(`/${prefix}/`))).text()).toContain('app-9f8e.js');
    expect(second.deleted).toEqual([]);

    const manifest = await fetch(s3.site(`/${prefix}/${MANIFEST_NAME}`));
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { releases: listed } = (await manifest.json()) as { releases: { id: string }[] };
    expect(listed.map((r) => r.id)).toEqual([second.release, first.release]);

    // Keeping one release: release 1's chunk goes, release 2's stays.
    const pruned = await deployToBucket(s3.client, {
      bucket,
      dir: two,
      prefix,
      keep: 1,
      prune: true,
    });
    expect(pruned.releases).toEqual([second.release]);
    expect(pruned.deleted).toEqual([`${prefix}/_next/static/chunks/app-1a2b.js`]);
    expect((await fetch(oldChunk)).status).toBe(404);
    expect((await fetch(s3.site(`/${prefix}/_next/static/chunks/app-9f8e.js`))).status).toBe(200);
  });

  it('compresses a text file the build left without a gzip copy', async () => {
    const { two } = releases();
    const prefix = `p${randomUUID().slice(0, 8)}`;
    await deployToBucket(s3.client, { bucket, dir: two, prefix });
    const raw = await s3.client.send(
      new GetObjectCommand({ Bucket: bucket, Key: `${prefix}/index.html` }),
    );
    const stored = Buffer.from(await raw.Body!.transformToByteArray());
    expect(raw.ContentEncoding).toBe('gzip');
    expect(gunzipSync(stored).toString()).toBe(readFileSync(join(two, 'index.html'), 'utf8'));
  });
});
