/**
 * The last step of `npm run build`, on the static export in out/:
 * - every page gets its Content-Security-Policy as a <meta> element, with the hashes of its own
 *   inline scripts, so the export is protected on any static host;
 * - every page preloads config.json, and a signed-in screen's page the chunks of its screen, with
 *   the screen's style sheets written in (`screen-preloads.ts`), so they come with its first load;
 * - every text file of 1 KiB and more gets brotli (quality 11) and gzip (level 9) copies beside
 *   it (`x.js.br`, `x.js.gz`), which `npm start` and a CDN serve by Accept-Encoding.
 * - the source maps, which no script or sheet names, move to out-source-maps/ (read by
 *   `npm run size`), out of what is served.
 * The pages are written last: a page with its policy means the step has finished.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { META_CONNECT_SOURCES, pagePolicy } from '../server/security-headers';
import { inlineScriptHashes, withPolicyMeta } from '../server/site/inline-scripts';
import { listExportFiles, TEXT_FILE, writeCompressedCopies } from '../server/site/precompress';
import {
  pagePreloads,
  withFirstRequests,
  withScreenPreloads,
} from '../server/site/screen-preloads';

const OUT = join(__dirname, '..', 'out');
const MAPS = join(__dirname, '..', 'out-source-maps');
const LOADABLE_MANIFEST = join(__dirname, '..', '.next', 'react-loadable-manifest.json');
const KIB = 1024;

async function main() {
  const started = performance.now();
  rmSync(MAPS, { recursive: true, force: true });
  for (const path of listExportFiles(OUT).filter((p) => p.endsWith('.map'))) {
    const kept = join(MAPS, relative(OUT, path));
    mkdirSync(dirname(kept), { recursive: true });
    renameSync(path, kept);
  }
  const files = listExportFiles(OUT);

  const preloads = pagePreloads(JSON.parse(readFileSync(LOADABLE_MANIFEST, 'utf8')));
  const contents = new Map<string, Buffer>();
  for (const path of files.filter((p) => TEXT_FILE.test(p))) {
    let body = readFileSync(path);
    if (path.endsWith('.html')) {
      const page = relative(OUT, path).split(sep).join('/');
      const html = withFirstRequests(
        withScreenPreloads(body.toString('utf8'), preloads(page), (file) =>
          readFileSync(join(OUT, '_next', file), 'utf8'),
        ),
      );
      const policy = pagePolicy({
        scriptHashes: inlineScriptHashes(html),
        connectSources: META_CONNECT_SOURCES,
        forMeta: true,
      });
      body = Buffer.from(withPolicyMeta(html, policy), 'utf8');
    }
    contents.set(path, body);
  }

  const { files: compressed, raw, br, gz } = await writeCompressedCopies(contents);
  for (const [path, body] of contents) if (path.endsWith('.html')) writeFileSync(path, body);

  const pages = [...contents.keys()].filter((p) => p.endsWith('.html')).length;
  console.log(
    `Экспорт готов: ${pages} страниц с CSP, ${compressed} файлов сжато ` +
      `(${(raw / KIB).toFixed(0)} KiB → brotli ${(br / KIB).toFixed(0)} KiB, gzip ${(gz / KIB).toFixed(0)} KiB) ` +
      `за ${((performance.now() - started) / 1000).toFixed(1)} с`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
