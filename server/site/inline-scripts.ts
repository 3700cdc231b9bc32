import { createHash } from 'node:crypto';

// Scripts without a src attribute; a script element's text is raw, so the bytes between the tags
// are exactly what the browser hashes.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i;

/** CSP sources (`'sha256-…'`) for every inline script of a page, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    if (text.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page with its policy as a <meta> element, placed before any script so that it governs
 * all of them; a policy already there is replaced. The policy is built by the caller.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, meta);
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return html.slice(0, end) + meta + html.slice(end);
  }
  return html.replace(/<head[^>]*>/i, (head) => head + meta);
}
