import { createHmac } from 'node:crypto';

/** A gateway that never answers: the send gives up when its timeout aborts the request. */
export const hangingFetch = (async (_url: string, init?: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new Error('timeout'))),
  )) as typeof fetch;

/** The secret the tests' gateway signs with. */
export const GATEWAY_SECRET = 'gateway-secret-0123456789';

/** The gateway's signature of a body: `sha256=<hex HMAC>`. */
export const signBody = (body: string, secret = GATEWAY_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
