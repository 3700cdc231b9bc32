import { createServer, request } from 'node:http';

/**
 * A CDN in front of a bucket and the API, as a chain would set one up: `/api/…` goes to the API,
 * everything else to the bucket's website (path-style: `bucketSite` + path).
 */
export async function startCdnProxy(port: number, api: string, bucketSite: string) {
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const target = new URL(path.startsWith('/api/') ? `${api}${path}` : `${bucketSite}${path}`);
    const forward = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
