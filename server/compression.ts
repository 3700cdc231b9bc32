import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

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

const compressors = {
  // Quality 5 compresses JSON better than gzip at a fraction of brotli 11's time.
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: 6 }),
};

/**
 * Compresses API answers of 1 KiB and more, as a CDN would, and says that it may (Vary). The
 * answer is read whole: JSON is small. A streamed answer sets its own Content-Encoding.
 */
export const compressResponses: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (
    c.req.method === 'HEAD' ||
    !c.res.body ||
    c.res.headers.has('content-encoding') ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
  ) {
    return;
  }
  c.res.headers.append('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const body = Buffer.from(await c.res.arrayBuffer());
  if (!encoding || body.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(body, c.res);
    return;
  }
  const compressed = await compressors[encoding](body);
  c.res = new Response(compressed, c.res);
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.set('Content-Length', String(compressed.length));
};
