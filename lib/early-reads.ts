/**
 * A page load's first reads, asked for by a script in the page's HTML before any of its code has
 * arrived (decision 045). Each page load notes which reads it began with (`recordFirstReads`);
 * the next load of the same page asks for the same ones from its `<head>`, with the stored
 * session's token, and the API client takes those answers (`takeEarlyRead`) instead of asking
 * again. A read whose address changed since (another hall, another filter) is simply not taken.
 */
import { EARLY_READS_KEY, USER_KEY } from './storage-keys';

/** At most this many reads per page, and this many pages remembered. */
export const MAX_EARLY_READS = 6;
const MAX_PAGES = 30;

type EarlyRead = { url: string; token: string; response: Promise<Response> };
type EarlyReadsWindow = { earlyReads?: EarlyRead[] };

/**
 * The script of every page's head (put there by the export's last step, its hash in the page's
 * policy). Plain ES5 so it runs anywhere the page does; any failure leaves the page as it was.
 * An answer nobody takes is dropped without an unhandled rejection.
 */
export const EARLY_READS_SCRIPT =
  '(function(){try{' +
  `var u=JSON.parse(localStorage.getItem(${JSON.stringify(USER_KEY)})||"null");` +
  `var r=JSON.parse(localStorage.getItem(${JSON.stringify(EARLY_READS_KEY)})||"{}")[location.pathname];` +
  'if(!u||typeof u.token!=="string"||!u.token||!Array.isArray(r))return;' +
  `window.earlyReads=r.slice(0,${MAX_EARLY_READS}).filter(function(a){return typeof a==="string"&&/^https?:\\/\\//.test(a)}).map(function(a){` +
  'var p=fetch(a,{headers:{authorization:"Bearer "+u.token},credentials:"include"});' +
  'p["catch"](function(){});return{url:a,token:u.token,response:p}})' +
  '}catch(e){}})()';

const pending = () => (window as unknown as EarlyReadsWindow).earlyReads;

/**
 * The answer the page's head already asked for, if it asked for exactly this read: a GET of the
 * same address with the same token, sent as the person's own (not a background request). Taken
 * once. A read that failed on the way is asked for again.
 */
export function takeEarlyRead(request: Request, background: boolean): Promise<Response> | null {
  const reads = typeof window === 'undefined' ? undefined : pending();
  if (!reads || request.method !== 'GET' || background) return null;
  const authorization = request.headers.get('authorization');
  const index = reads.findIndex(
    (read) => read.url === request.url && authorization === `Bearer ${read.token}`,
  );
  if (index < 0) return null;
  const [read] = reads.splice(index, 1);
  return read.response.catch(() => fetch(request));
}

let recording: string[] | null = null;

/** Notes a read the page sends while its first reads are being recorded. */
export function noteRead(request: Request): void {
  if (recording && request.method === 'GET' && recording.length < MAX_EARLY_READS) {
    if (!recording.includes(request.url)) recording.push(request.url);
  }
}

function storedReads(): Record<string, string[]> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(EARLY_READS_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

/**
 * Records the reads this page load sends until `firstReads` settle, as the page's next early
 * reads; answers the head asked for that nobody took by then are dropped, so nothing later is
 * ever answered from the page's first moment.
 */
export function recordFirstReads(page: string, firstReads: Promise<unknown>): void {
  const reads: string[] = [];
  recording = reads;
  void firstReads.finally(() => {
    if (recording === reads) recording = null;
    (window as unknown as EarlyReadsWindow).earlyReads = undefined;
    const stored = storedReads();
    delete stored[page];
    const pages = Object.entries(stored).slice(-(MAX_PAGES - 1));
    if (reads.length > 0) pages.push([page, reads]);
    try {
      localStorage.setItem(EARLY_READS_KEY, JSON.stringify(Object.fromEntries(pages)));
    } catch {
      // A full storage only costs the next load its early reads.
    }
  });
}
