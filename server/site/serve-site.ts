import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { hasControlChars } from '@/lib/shared/validation/rules';
import { chooseEncoding } from '../compression';
import { COMMON_HEADERS, HSTS, isHttps, RESOURCE_HEADERS } from '../security-headers';
import type { Site, SiteFile } from './site-files';

function plain(response: ServerResponse, status: number, text: string, extra = {}) {
  response.writeHead(status, {
    ...RESOURCE_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  response.end(text);
}

/** The request's path, decoded; null when it cannot be (bad escapes, control characters). */
function requestPath(rawUrl: string): { path: string; raw: string; search: string } | null {
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://site.invalid');
  } catch {
    return null;
  }
  try {
    const path = decodeURIComponent(url.pathname);
    return hasControlChars(path) ? null : { path, raw: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

/**
 * Serves the exported site as a bucket behind a CDN would: trailing-slash routes (`/halls` moves
 * to `/halls/`), precompressed brotli or gzip by Accept-Encoding, ETags and 304s, the Russian
 * 404 page, and the security headers on every answer.
 */
export function createSiteHandler(site: Site, options: { trustProxy: number }) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(response, 405, 'Метод не поддерживается', { Allow: 'GET, HEAD' });
    }
    const target = requestPath(request.url ?? '/');
    if (!target) return plain(response, 400, 'Неверный адрес');

    const { path } = target;
    let file = site.files.get(path.endsWith('/') ? `${path}index.html` : path);
    if (!file && site.files.has(`${path}/index.html`)) {
      return plain(response, 308, '', { Location: `${target.raw}/${target.search}` });
    }
    const status = file ? 200 : 404;
    file ??= site.notFound;
    if (!file) return plain(response, 404, 'Страница не найдена');

    const https = isHttps({
      encrypted: Boolean((request.socket as TLSSocket).encrypted),
      trustProxy: options.trustProxy,
      forwardedProto: request.headers['x-forwarded-proto'] as string | undefined,
    });
    send(request, response, status, file, https);
  };
}

/** If-None-Match holds this ETag (a list, weak or not, or `*`). */
function isFresh(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  file: SiteFile,
  https: boolean,
) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const variant = encoding ? file.variants[encoding] : undefined;
  const { body, etag } = variant ?? file;
  const headers: Record<string, string> = {
    ...COMMON_HEADERS,
    'Content-Security-Policy': file.policy,
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: etag,
  };
  if (Object.keys(file.variants).length > 0) headers.Vary = 'Accept-Encoding';
  if (variant) headers['Content-Encoding'] = encoding!;
  if (https) headers['Strict-Transport-Security'] = HSTS;

  if (status === 200 && isFresh(request.headers['if-none-match'], etag)) {
    response.writeHead(304, headers);
    return response.end();
  }
  headers['Content-Length'] = String(body.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
