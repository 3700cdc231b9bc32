import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHttpServer } from '../http-server';
import { fixtureSite, PAGE_SCRIPT } from '../test/fixture-site';
import { request } from '../test/raw-http';
import { createSiteHandler } from './serve-site';
import { loadSite } from './site-files';

let port = 0;
let close = () => {};

beforeAll(async () => {
  const site = loadSite(fixtureSite(), { connectSources: ['https://api.example.kz'] });
  const server = createHttpServer({
    api: (_, response) => response.end('api'),
    site: createSiteHandler(site, { trustProxy: 1 }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

describe('the static site', () => {
  it('serves the precompressed copy the client accepts, and says it varies', async () => {
    const br = await request(port, '/auth/login/', ['Accept-Encoding: gzip, deflate, br']);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toContain('<h1>Вход</h1>');

    const gzip = await request(port, '/auth/login/', ['Accept-Encoding: gzip;q=1, br;q=0']);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<h1>Вход</h1>');

    const plain = await request(port, '/auth/login/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toContain('<h1>Вход</h1>');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it('caches hashed assets for a year and makes pages revalidate, with 304 on a match', async () => {
    const asset = await request(port, '/_next/static/chunks/app-1a2b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    const page = await request(port, '/', ['Accept-Encoding: br']);
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await request(port, '/', [
      'Accept-Encoding: br',
      `If-None-Match: ${page.headers.etag}`,
    ]);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: no 304 for the brotli tag.
    const other = await request(port, '/', [`If-None-Match: ${page.headers.etag}`]);
    expect(other.status).toBe(200);
  });

  it('moves a route without its slash to the slash, keeping the query', async () => {
    const moved = await request(port, '/auth/login?expired=1');
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('/auth/login/?expired=1');
  });

  it('answers an unknown address with the 404 page', async () => {
    const missing = await request(port, '/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Страница не найдена');
  });

  it.each(['/x.html%00', '/index.html%00.js', '/%E0%A4%A', '/a%1b[31m', '/%'])(
    'refuses the malformed path %s with 400',
    async (path) => {
      const response = await request(port, path);
      expect(response.status).toBe(400);
    },
  );

  it.each(['/..%2f..%2fetc%2fpasswd', '/../package.json', '//etc/passwd', '/_next/../404.html.br'])(
    'serves nothing outside the export for %s',
    async (path) => {
      const response = await request(port, path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toMatch(/root:|"name"/);
    },
  );

  it('refuses methods other than GET and HEAD', async () => {
    expect((await request(port, '/', [], 'POST')).status).toBe(405);
    expect((await request(port, '/', [], 'TRACE')).status).toBe(405);
    expect((await request(port, '/api/health', [], 'TRACE')).status).toBe(405);
    const head = await request(port, '/auth/login/', [], 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('sends the security headers and a page policy that hashes its inline script', async () => {
    const page = await request(port, '/auth/login/');
    const hash = createHash('sha256').update(PAGE_SCRIPT).digest('base64');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.example.kz");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const https = await request(port, '/auth/login/', ['X-Forwarded-Proto: https']);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
