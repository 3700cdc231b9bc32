import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const PAGE_SCRIPT = 'document.documentElement.dataset.ready = "1";';
const page = (title: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title>` +
  `<script src="/_next/static/chunks/app-1a2b.js" async=""></script></head>` +
  `<body><h1>${title}</h1><script>${PAGE_SCRIPT}</script></body></html>`.padEnd(3000, ' ');

/** A small export as the build leaves it: pages, a hashed chunk, precompressed copies. */
export function fixtureSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  const files: Record<string, string> = {
    'index.html': page('Корень'),
    'auth/login/index.html': page('Вход'),
    '404.html': page('Страница не найдена'),
    '_next/static/chunks/app-1a2b.js': `console.log(${'"x",'.repeat(500)});`,
    'config.json': '{"SENTRY_DSN":"","SENTRY_ENV":"test","API_URL":""}',
  };
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    if (text.length >= 1024) {
      writeFileSync(`${path}.br`, brotliCompressSync(text));
      writeFileSync(`${path}.gz`, gzipSync(text));
    }
  }
  return dir;
}
