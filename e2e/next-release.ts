import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { META_CONNECT_SOURCES, pagePolicy } from '../server/security-headers';
import { inlineScriptHashes, withPolicyMeta } from '../server/site/inline-scripts';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [...listFiles(path), path] : [path];
  });
}

/** Every hex digit d as 15 − d: a token of the same length that differs at every place. */
const flip = (token: string) =>
  token.replace(/[0-9a-f]/g, (d) => (15 - parseInt(d, 16)).toString(16)).replace(/[g-zA-Z_]/g, 'x');

/**
 * The export as its next build would be: every hashed asset and the build id under new names,
 * named so by every page, payload and the runtime's chunk map, and each page's policy hashed
 * again. Release 1's assets are none of release 2's files.
 */
export function nextRelease(out: string): { dir: string; renamed: Map<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'release-2-'));
  // The build's compressed copies are left behind; the deploy compresses what has none.
  cpSync(out, dir, { recursive: true, filter: (path) => !/\.(gz|br)$/.test(path) });
  const renamed = new Map<string, string>();
  const statics = join(dir, '_next', 'static');
  for (const path of listFiles(statics)) {
    const hash = basename(path).match(/(?:^|[.-])([0-9a-f]{16})\.(js|css)$/)?.[1];
    if (hash) renamed.set(hash, flip(hash));
  }
  const buildId = readdirSync(statics).find((name) =>
    readdirSync(join(statics, name)).includes('_buildManifest.js'),
  )!;
  renamed.set(buildId, flip(buildId));
  const token = new RegExp([...renamed.keys()].join('|'), 'g');

  const files = listFiles(dir);
  for (const path of files.filter((p) => /\.(html|js|css|txt|json)$/.test(p))) {
    let text = readFileSync(path, 'utf8').replace(token, (t) => renamed.get(t)!);
    if (path.endsWith('.html')) {
      const policy = pagePolicy({
        scriptHashes: inlineScriptHashes(text),
        connectSources: META_CONNECT_SOURCES,
        forMeta: true,
      });
      text = withPolicyMeta(text, policy);
    }
    writeFileSync(path, text);
  }
  // Deepest first, so a folder is renamed after what is in it.
  for (const path of files) {
    const name = basename(path).replace(token, (t) => renamed.get(t)!);
    if (name !== basename(path)) renameSync(path, join(dirname(path), name));
  }
  return { dir, renamed };
}
