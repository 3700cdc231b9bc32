import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { createHttpServer, TIMEOUTS } from './http-server';
import { closeTestDatabase, signIn, testApp } from './test/test-app';
import { rawRequest, request } from './test/raw-http';

let port = 0;
let close = () => {};
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp();
  const server = createHttpServer({
    api: getRequestListener(app.fetch),
    timeouts: { ...TIMEOUTS, headersMs: 300, requestMs: 600, checkEveryMs: 100 },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await closeTestDatabase();
});

describe('the HTTP server', () => {
  it('revokes the session on `curl -X POST` logout: no body, no Content-Length', async () => {
    const { token, auth } = await signIn(app, 'cashier');
    const response = await rawRequest(
      port,
      `POST /api/auth/logout HTTP/1.1\r\nAuthorization: Bearer ${token}`,
    );
    expect(response.status).toBe(204);
    expect((await app.request('/api/auth/me', { headers: auth })).status).toBe(401);
  });

  it('refuses TRACE and unknown methods with 405 in the API error shape', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const response = await request(port, '/api/health', [], method);
      expect(response.status).toBe(405);
      expect(JSON.parse(response.body.toString()).error.code).toBe('method_not_allowed');
    }
  });

  it('compresses API JSON of 1 KiB and more, and leaves small answers alone', async () => {
    const big = await request(port, '/api/openapi.json', ['Accept-Encoding: br, gzip']);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(big.body).toString()).openapi).toBe('3.1.0');
    const gzip = await request(port, '/api/openapi.json', ['Accept-Encoding: gzip']);
    expect(JSON.parse(gunzipSync(gzip.body).toString()).openapi).toBe('3.1.0');
    const plain = await request(port, '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await request(port, '/api/health', ['Accept-Encoding: br, gzip']);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['x-content-type-options']).toBe('nosniff');
    expect(small.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('cuts off a client that never finishes its headers', async () => {
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\n'));
      socket.on('data', () => {});
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => {});
    });
    expect(closedAfter).toBeLessThan(3_000);
  });
});
