// Serves the static export the way a bucket or CDN would: HTML and config.json uncached,
// hashed assets immutable, trailing-slash routes, the Russian 404 page for anything else.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import serveHandler from 'serve-handler';

const root = fileURLToPath(new URL('..', import.meta.url));

const options = {
  public: join(root, 'out'),
  trailingSlash: true,
  cleanUrls: true,
  directoryListing: false,
  headers: [
    { source: '**/*.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    { source: 'config.json', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    {
      source: '_next/static/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
};

export function createStaticServer() {
  return createServer((request, response) => {
    serveHandler(request, response, options).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}
