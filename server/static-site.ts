import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import serveHandler from 'serve-handler';

const OUT_DIR = join(__dirname, '..', 'out');

/**
 * Serves the static export as a bucket or CDN would: HTML and config.json uncached, hashed assets
 * immutable, trailing-slash routes, the Russian 404 page for anything else.
 */
const options = {
  public: OUT_DIR,
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

export function serveStaticSite(request: IncomingMessage, response: ServerResponse) {
  serveHandler(request, response, options).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
}
