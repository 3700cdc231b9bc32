import { expect, test, type APIResponse } from '@playwright/test';

const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers).toMatchObject(PAGE_HEADERS);
  expect(headers['permissions-policy']).toContain('camera=()');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  return csp;
}

test('pages and config.json are served uncached, hashed assets as immutable', async ({
  request,
}) => {
  const page = await request.get('/auth/login/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.json()).toEqual({ SENTRY_DSN: '', SENTRY_ENV: 'production', API_URL: '' });

  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())![1];
  const script = await request.get(asset);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages, scripts, styles and API JSON go out compressed as the client accepts', async ({
  request,
}) => {
  const br = { 'accept-encoding': 'gzip, deflate, br' };
  const page = await request.get('/auth/login/', { headers: br });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toBe('Accept-Encoding');
  const html = await page.text();
  expect(html).toContain('Вход');

  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
  const style = /href="(\/_next\/static\/css\/[^"]+\.css)"/.exec(html)![1];
  for (const asset of [script, style]) {
    const gzip = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toBe('Accept-Encoding');
  }

  const api = await request.get('/api/openapi.json', { headers: br });
  expect(api.headers()['content-encoding']).toBe('br');
  expect((await api.json()).openapi).toBe('3.1.0');
});

test('every answer carries the security headers; a page allows only its own scripts', async ({
  request,
}) => {
  const page = await request.get('/dashboard/');
  const csp = expectSecurityHeaders(page);
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  const html = await page.text();
  expect(html).toContain('<meta http-equiv="Content-Security-Policy"');

  expectSecurityHeaders(await request.get('/favicon.svg'));
  expectSecurityHeaders(await request.get('/api/health'));
  expectSecurityHeaders(await request.get('/no-such-page/'));
});

test('malformed paths and methods get 4xx, never 5xx', async ({ request }) => {
  expect((await request.get('/x.html%00')).status()).toBe(400);
  expect((await request.get('/%E0%A4%A')).status()).toBe(400);
  expect((await request.fetch('/', { method: 'TRACE' })).status()).toBe(405);
  expect((await request.post('/auth/login/')).status()).toBe(405);
  const nul = await request.post('/api/auth/login', {
    data: { login: 'a\u0000b', password: 'x' },
  });
  expect(nul.status()).toBe(400);
  expect((await nul.json()).error.fields.login).toBe(
    'Поле содержит недопустимые управляющие символы',
  );
});

test('the API answers on the same port, uncached, with JSON errors', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(health.headers()['cache-control']).toBe('no-store');
  const denied = await request.get('/api/halls');
  expect(denied.status()).toBe(401);
  expect((await denied.json()).error.message).toBe('Сессия истекла, войдите снова');
});
