import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from '../compression';
import { VARIANT_SUFFIXES } from './site-files';

/** The files a static host serves compressed. */
export const TEXT_FILE = /\.(html|js|mjs|css|json|txt|svg|map|xml|webmanifest)$/;

/** Every file under `dir`, without the compressed copies of an earlier run (removed). */
export function listExportFiles(dir: string): string[] {
  const variants = Object.values(VARIANT_SUFFIXES);
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? walk(path) : [path];
    });
  return walk(dir).filter((path) => {
    if (!variants.some((suffix) => path.endsWith(suffix))) return true;
    rmSync(path);
    return false;
  });
}

const toBrotli = (data: Buffer) =>
  promisify(brotliCompress)(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
const toGzip = (data: Buffer) => promisify(gzip)(data, { level: 9 });

/**
 * Brotli (quality 11) and gzip (level 9) copies beside every text file of 1 KiB and more
 * (`x.js.br`, `x.js.gz`), which `npm start` and a CDN serve by Accept-Encoding.
 */
export async function writeCompressedCopies(contents: Map<string, Buffer>) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const compressible = [...contents].filter(([, body]) => body.length >= COMPRESS_MIN_BYTES);
  await Promise.all(
    compressible.map(async ([path, body]) => {
      const [brotli, gzipped] = await Promise.all([toBrotli(body), toGzip(body)]);
      writeFileSync(path + VARIANT_SUFFIXES.br, brotli);
      writeFileSync(path + VARIANT_SUFFIXES.gzip, gzipped);
      totals.files += 1;
      totals.raw += body.length;
      totals.br += brotli.length;
      totals.gz += gzipped.length;
    }),
  );
  return totals;
}
