import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The entry of an `X-Forwarded-*` list written by the outermost of `hops` trusted proxies: each
 * proxy appends what it saw, so the entries a client wrote itself are all further left. With
 * fewer entries than hops the request did not come through the proxies: nothing is trusted.
 */
export function trustedEntry(header: string | null | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : undefined;
}

/** The client's address: from the trusted proxies' `X-Forwarded-For`, else the socket's. */
export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = trustedEntry(c.req.header('x-forwarded-for'), c.var.options.trustProxy);
  if (forwarded && isIP(forwarded)) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // called without a socket (tests)
  }
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split('%', 1)[0];
  if (isIP(plain) !== 6) return null;
  let text = plain;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * What the per-address limits count: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network: rotating addresses inside it gains nothing). An IPv4-mapped IPv6 address
 * counts as its IPv4 address.
 */
export function limitedAddress(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
