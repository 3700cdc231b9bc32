/**
 * The last step of `npm run build`, on the static export in out/:
 * - every page gets its Content-Security-Policy as a <meta> element, with the hashes of its own
 *   inline scripts, so the export is protected on any static host;
 * - every page preloads config.json and the stores' chunk, and a signed-in screen's page the
 *   chunks of its screen (`screen-preloads.ts`), so they download beside its first scripts;
 * - every text file of 1 KiB and more gets brotli (quality 11) and gzip (level 9) copies beside
 *   it (`x.js.br`, `x.js.gz`), which `npm start` and a CDN serve by Accept-Encoding.
 * The pages are written last: a page with its policy means the step has finished.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from '../server/compression';
import { META_CONNECT_SOURCES, pagePolicy } from '../server/security-headers';
import { inlineScriptHashes, withPolicyMeta } from '../server/site/inline-scripts';
import {
  pagePreloads,
  withFirstRequests,
  withScreenPreloads,
} from '../server/site/screen-preloads';
import { VARIANT_SUFFIXES } from '../server/site/site-files';

const OUT = join(__dirname, '..', 'out');
const LOADABLE_MANIFEST = join(__dirname, '..', '.next', 'react-loadable-manifest.json');
const TEXT = /\.(html|js|mjs|css|json|txt|svg|map|xml|webmanifest)$/;
const KIB = 1024;

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });

const toBrotli = (data: Buffer) =>
  promisify(brotliCompress)(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
const toGzip = (data: Buffer) => promisify(gzip)(data, { level: 9 });

async function main() {
  const started = performance.now();
  const variants = Object.values(VARIANT_SUFFIXES);
  const files = listFiles(OUT).filter((path) => {
    if (!variants.some((suffix) => path.endsWith(suffix))) return true;
    rmSync(path); // a copy from an earlier run
    return false;
  });

  const preloads = pagePreloads(JSON.parse(readFileSync(LOADABLE_MANIFEST, 'utf8')));
  const contents = new Map<string, Buffer>();
  for (const path of files.filter((p) => TEXT.test(p))) {
    let body = readFileSync(path);
    if (path.endsWith('.html')) {
      const page = relative(OUT, path).split(sep).join('/');
      const html = withFirstRequests(withScreenPreloads(body.toString('utf8'), preloads(page)));
      const policy = pagePolicy({
        scriptHashes: inlineScriptHashes(html),
        connectSources: META_CONNECT_SOURCES,
        forMeta: true,
      });
      body = Buffer.from(withPolicyMeta(html, policy), 'utf8');
    }
    contents.set(path, body);
  }

  let raw = 0;
  let br = 0;
  let gz = 0;
  const compressible = [...contents].filter(([, body]) => body.length >= COMPRESS_MIN_BYTES);
  await Promise.all(
    compressible.map(async ([path, body]) => {
      const [brotli, gzipped] = await Promise.all([toBrotli(body), toGzip(body)]);
      writeFileSync(path + VARIANT_SUFFIXES.br, brotli);
      writeFileSync(path + VARIANT_SUFFIXES.gzip, gzipped);
      raw += body.length;
      br += brotli.length;
      gz += gzipped.length;
    }),
  );
  for (const [path, body] of contents) if (path.endsWith('.html')) writeFileSync(path, body);

  const pages = [...contents.keys()].filter((p) => p.endsWith('.html')).length;
  console.log(
    `Экспорт готов: ${pages} страниц с CSP, ${compressible.length} файлов сжато ` +
      `(${(raw / KIB).toFixed(0)} KiB → brotli ${(br / KIB).toFixed(0)} KiB, gzip ${(gz / KIB).toFixed(0)} KiB) ` +
      `за ${((performance.now() - started) / 1000).toFixed(1)} с`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
