import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** The encoding to answer with for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(header: string | undefined | null): Encoding | null {
  if (!header) return null;
  const accepts = parseAccept(header);
  const q = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ??
    accepts.find((a) => a.type === '*')?.q ??
    0;
  const br = q('br');
  const gz = q('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

// Brotli quality 4 packs JSON tighter than gzip and fast enough to run inline.
const compressSync: Record<Encoding, (data: Buffer) => Buffer> = {
  br: (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipSync(data, { level: 6 }),
};

/**
 * Compresses JSON answers of 1 KiB and more, as a CDN would, and says that answers vary by
 * encoding. It takes over `c.json` for the request: the JSON text is at hand there, so small
 * answers go out untouched on the server's fast path instead of being read back from a Response.
 * A seam into Hono's context: decision 053.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = c.req.method === 'HEAD' ? null : chooseEncoding(c.req.header('accept-encoding'));
  if (encoding) {
    type Send = (body: unknown, ...rest: unknown[]) => Response;
    const json = c.json as unknown as Send;
    const body = c.body as unknown as Send;
    const compressing: Send = (object, ...rest) => {
      const text = Buffer.from(JSON.stringify(object));
      if (text.length < COMPRESS_MIN_BYTES) return json(object, ...rest);
      c.header('Content-Type', 'application/json; charset=UTF-8');
      c.header('Content-Encoding', encoding);
      return body(compressSync[encoding](text), ...rest);
    };
    c.json = compressing as unknown as typeof c.json;
  }
  await next();
};
