import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { Encoding } from '../compression';
import { pagePolicy, RESOURCE_POLICY } from '../security-headers';
import { inlineScriptHashes } from './inline-scripts';

/** Precompressed copies the build writes beside a file: `x.js.br`, `x.js.gz`. */
export const VARIANT_SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

type Body = { body: Buffer; etag: string };

export type SiteFile = Body & {
  type: string;
  cacheControl: string;
  /** The Content-Security-Policy header: a page's own, or the one for resources. */
  policy: string;
  variants: Partial<Record<Encoding, Body>>;
};

export type Site = { files: Map<string, SiteFile>; notFound: SiteFile | undefined };

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages, config.json and the router's payloads keep their names across builds: revalidate.
const REVALIDATE = 'no-cache';

const etagOf = (body: Buffer, suffix = '') =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * The exported site, read into memory once (a few MB): only files that exist in it can ever be
 * served, whatever the request path says, and every answer is a buffer already compressed.
 */
export function loadSite(dir: string, options: { connectSources: string[] }): Site {
  const files = new Map<string, SiteFile>();
  if (!existsSync(dir)) return { files, notFound: undefined };
  const paths = listFiles(dir);
  const all = new Set(paths);
  const isVariant = (path: string) =>
    Object.values(VARIANT_SUFFIXES).some(
      (suffix) => path.endsWith(suffix) && all.has(path.slice(0, -suffix.length)),
    );

  for (const path of paths) {
    if (isVariant(path)) continue;
    const url = '/' + relative(dir, path).split(sep).join('/');
    const body = readFileSync(path);
    const type = getMimeType(path) ?? 'application/octet-stream';
    const variants: SiteFile['variants'] = {};
    for (const [encoding, suffix] of Object.entries(VARIANT_SUFFIXES) as [Encoding, string][]) {
      if (!all.has(path + suffix)) continue;
      const compressed = readFileSync(path + suffix);
      variants[encoding] = { body: compressed, etag: etagOf(compressed, `-${encoding}`) };
    }
    files.set(url, {
      body,
      etag: etagOf(body),
      type:
        /^text\/|javascript|json/.test(type) && !type.includes('charset')
          ? `${type}; charset=utf-8`
          : type,
      cacheControl: url.startsWith('/_next/static/') ? IMMUTABLE : REVALIDATE,
      policy: url.endsWith('.html')
        ? pagePolicy({
            scriptHashes: inlineScriptHashes(body.toString('utf8')),
            connectSources: options.connectSources,
          })
        : RESOURCE_POLICY,
      variants,
    });
  }
  return { files, notFound: files.get('/404.html') };
}
