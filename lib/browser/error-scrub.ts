/**
 * What an error report may carry: no query strings (searches hold phones and names), no phone
 * numbers, no people's names, no session tokens, no cookies or request headers, no user. Applied
 * to every event and breadcrumb before it leaves the browser.
 */

const URL_QUERY = /((?:https?:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/g;
// +7 701 555 12 34, 8 (701) 555-12-34, 7015551234: 10–11 digits with separators, starting with 7
// or 8 as Kazakh numbers do (a date and time such as 2026-11-24 12:30 is left as it is).
const PHONE = /(?<![\d+])\+?[78](?:[\s()-]*\d){9,10}(?!\d)/g;
// Two or three capitalised Cyrillic words in a row: a person's full name (or a hall's: also away).
const CYRILLIC_NAME = /[А-ЯЁ][а-яё]+(?:[ -][А-ЯЁ][а-яё]+){1,2}/g;
// A bearer token or any long run of base64url characters.
const TOKEN = /\b(?:Bearer\s+)?[\w-]{32,}\b/g;

const DROPPED_KEYS = new Set(['cookies', 'headers', 'query_string', 'user', 'ip_address']);
const URL_KEYS = new Set(['url', 'from', 'to', 'referrer']);

export function scrubText(text: string): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(TOKEN, '[токен]')
    .replace(PHONE, '[телефон]')
    .replace(CYRILLIC_NAME, '[имя]');
}

export function scrubUrl(url: string): string {
  return url.split(/[?#]/, 1)[0];
}

function scrubValue(value: unknown, key: string, depth: number): unknown {
  if (typeof value === 'string')
    return URL_KEYS.has(key) ? scrubText(scrubUrl(value)) : scrubText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!DROPPED_KEYS.has(k)) out[k] = scrubValue(v, k, depth + 1);
  }
  return out;
}

/** A scrubbed copy of a report (an event or a breadcrumb), every string in it included. */
export function scrubReport<T extends object>(report: T): T {
  return scrubValue(report, '', 0) as T;
}
