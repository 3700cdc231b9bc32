import { trustedEntry } from './auth/client-address';
/**
 * The one set of security headers: every page, asset and API answer carries it. The README
 * gives the same set for a CDN in front of the exported site.
 */

export const HSTS = 'max-age=31536000; includeSubDomains';

/** On every answer. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** For answers that are not pages (scripts, styles, JSON): they may load and embed nothing. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The whole set for an answer that is not a page: the API's, the server's own refusals. */
export const RESOURCE_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'Content-Security-Policy': RESOURCE_POLICY,
};

type PagePolicyInput = {
  /** `'sha256-…'` sources of the page's own inline scripts. */
  scriptHashes: string[];
  /** Where the page may send requests besides its own origin (API_URL, the error reporter). */
  connectSources: string[];
  /** A `<meta>` policy cannot carry frame-ancestors; the header always does. */
  forMeta?: boolean;
};

/**
 * The policy of an exported page: scripts only from the site and the page's own inline scripts
 * by hash (no 'unsafe-inline', no 'unsafe-eval'). Styles allow inline: Mantine writes its CSS
 * variables into <style> elements and style attributes at run time.
 */
export function pagePolicy({ scriptHashes, connectSources, forMeta }: PagePolicyInput): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join('; ');
}

/**
 * A page policy baked into the export's HTML cannot know the deployment's API or error-reporting
 * address, so it allows any HTTPS endpoint; the header of `npm start` (or the CDN) narrows it.
 */
export const META_CONNECT_SOURCES = ['https:'];

/** connect-src origins that `config.json` asks for: the API's and the error reporter's. */
export function configConnectSources(config: { API_URL?: unknown; SENTRY_DSN?: unknown }) {
  const origins = new Set<string>();
  for (const value of [config.API_URL, config.SENTRY_DSN]) {
    if (typeof value !== 'string' || value === '') continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // A malformed address in config.json: the browser will fail on it anyway.
    }
  }
  return [...origins];
}

/** Answers over HTTPS (directly, or behind a trusted proxy that says so) also get HSTS. */
export function isHttps(options: {
  encrypted: boolean;
  /** Trusted proxy hops (0: none). */
  trustProxy: number;
  forwardedProto: string | undefined | null;
}) {
  if (options.encrypted) return true;
  return trustedEntry(options.forwardedProto, options.trustProxy)?.toLowerCase() === 'https';
}
