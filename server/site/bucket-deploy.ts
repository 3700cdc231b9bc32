import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { loadSite } from './site-files';

/**
 * A release of the export in an S3 bucket (decision 046). Hashed assets never change under their
 * name and are cached for a year; everything else is revalidated. Assets go up first, then the
 * router's payloads and the config, then the pages, so no page names a file that is not there
 * yet. The assets of the last `keep` releases stay, so a tab opened before a deploy still finds
 * the chunks its code asks for; `prune` deletes only what no kept release needs.
 */

/** Upload phases in order: what a later phase's files name is up before them. */
const PHASES = ['asset', 'data', 'page'] as const;
type Kind = (typeof PHASES)[number];

export type BucketObject = {
  key: string;
  body: Buffer;
  contentType: string;
  cacheControl: string;
  contentEncoding?: 'gzip';
  /** MD5 of the stored body, as S3 gives it for a plain upload (its ETag). */
  md5: string;
  kind: Kind;
};

export type Release = { id: string; at: string; files: Record<string, string> };
export type Manifest = { releases: Release[] };

export const MANIFEST_NAME = '.deploy/releases.json';
const COMPRESSIBLE = /^text\/|javascript|json|svg|xml/;
const UPLOADS_AT_ONCE = 8;

const md5 = (body: Buffer) => createHash('md5').update(body).digest('hex');
const join = (prefix: string, path: string) => (prefix ? `${prefix}/${path}` : path);

/** Every object of the export in `dir`, under `prefix`, as it is stored. */
export function releaseObjects(dir: string, prefix = ''): BucketObject[] {
  const { files } = loadSite(dir, { connectSources: [] });
  return [...files].map(([url, file]) => {
    const compress = COMPRESSIBLE.test(file.type);
    // The build's own gzip copy when it made one; otherwise a fixed-header gzip of our own, so
    // the same file gives the same bytes (and ETag) at every deploy.
    const body = compress
      ? (file.variants.gzip?.body ?? gzipSync(file.body, { level: 9 }))
      : file.body;
    return {
      key: join(prefix, url.slice(1)),
      body,
      contentType: file.type,
      cacheControl: file.cacheControl,
      contentEncoding: compress ? ('gzip' as const) : undefined,
      md5: md5(body),
      kind: url.startsWith('/_next/static/') ? 'asset' : url.endsWith('.html') ? 'page' : 'data',
    };
  });
}

/** A release is named by its content: the same build deploys as the same release. */
export function releaseId(objects: BucketObject[]): string {
  const hash = createHash('sha256');
  for (const o of [...objects].sort((a, b) => a.key.localeCompare(b.key))) {
    hash.update(`${o.key}\0${o.md5}\0${o.cacheControl}\0${o.contentType}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function listBucket(client: S3Client, bucket: string, prefix: string) {
  const etags = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix ? `${prefix}/` : undefined,
        ContinuationToken: token,
      }),
    );
    for (const item of page.Contents ?? []) {
      if (item.Key) etags.set(item.Key, (item.ETag ?? '').replaceAll('"', ''));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return etags;
}

async function readManifest(client: S3Client, bucket: string, key: string): Promise<Manifest> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const parsed = JSON.parse(await answer.Body!.transformToString()) as Manifest;
    return Array.isArray(parsed.releases) ? parsed : { releases: [] };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return { releases: [] };
    throw error;
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

export type DeployOptions = {
  bucket: string;
  dir: string;
  prefix?: string;
  keep?: number;
  prune?: boolean;
  now?: Date;
};

export type DeploySummary = {
  release: string;
  unchanged: boolean;
  uploaded: string[];
  uploadedBytes: number;
  skipped: number;
  deleted: string[];
  releases: string[];
};

export async function deployToBucket(
  client: S3Client,
  { bucket, dir, prefix = '', keep = 3, prune = false, now = new Date() }: DeployOptions,
): Promise<DeploySummary> {
  const objects = releaseObjects(dir, prefix);
  const id = releaseId(objects);
  const manifestKey = join(prefix, MANIFEST_NAME);
  const [stored, manifest] = await Promise.all([
    listBucket(client, bucket, prefix),
    readManifest(client, bucket, manifestKey),
  ]);
  // What the newest release that has a key recorded for it (older ones first, newer overwrite).
  const known = new Map(manifest.releases.toReversed().flatMap((r) => Object.entries(r.files)));
  // Up to date when the bucket has the key with this body: by its ETag, a plain upload's MD5;
  // where the store's ETag is something else (encryption by KMS), by the newest record of it.
  const current = (o: BucketObject) => {
    const etag = stored.get(o.key);
    if (etag === undefined) return false;
    return /^[0-9a-f]{32}$/.test(etag) ? etag === o.md5 : known.get(o.key) === o.md5;
  };
  const uploads = objects.filter((o) => !current(o));

  for (const phase of PHASES) {
    await inParallel(
      uploads.filter((o) => o.kind === phase),
      UPLOADS_AT_ONCE,
      async (o) => {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: o.key,
            Body: o.body,
            ContentType: o.contentType,
            CacheControl: o.cacheControl,
            ContentEncoding: o.contentEncoding,
          }),
        );
      },
    );
  }

  const unchanged = manifest.releases[0]?.id === id;
  const release: Release = {
    id,
    at: now.toISOString(),
    files: Object.fromEntries(objects.map((o) => [o.key, o.md5])),
  };
  const releases = unchanged
    ? manifest.releases.slice(0, keep)
    : [release, ...manifest.releases.filter((r) => r.id !== id)].slice(0, keep);
  if (!unchanged || releases.length !== manifest.releases.length) {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: manifestKey,
        Body: JSON.stringify({ releases }, null, 2),
        ContentType: 'application/json; charset=utf-8',
        CacheControl: 'no-cache',
      }),
    );
  }

  const deleted: string[] = [];
  if (prune) {
    // Kept: every asset of a kept release, the current release's every file, the manifest.
    const needed = new Set<string>([manifestKey, ...objects.map((o) => o.key)]);
    for (const r of releases) {
      for (const key of Object.keys(r.files)) {
        if (key.startsWith(join(prefix, '_next/static/'))) needed.add(key);
      }
    }
    deleted.push(...[...stored.keys()].filter((key) => !needed.has(key)));
    for (let i = 0; i < deleted.length; i += 1000) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: deleted.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  return {
    release: id,
    unchanged,
    uploaded: uploads.map((o) => o.key),
    uploadedBytes: uploads.reduce((sum, o) => sum + o.body.length, 0),
    skipped: objects.length - uploads.length,
    deleted,
    releases: releases.map((r) => r.id),
  };
}
