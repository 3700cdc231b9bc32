import { expect, test } from '@playwright/test';

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

test('the API answers on the same port, uncached, with JSON errors', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(health.headers()['cache-control']).toBe('no-store');
  const denied = await request.get('/api/halls');
  expect(denied.status()).toBe(401);
  expect((await denied.json()).error.message).toBe('Сессия истекла, войдите снова');
});
