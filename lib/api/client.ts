/**
 * The one API client: typed from the OpenAPI document, same-origin cookie or bearer token, and
 * one place where a 401 turns into a logout.
 */
import createClient, { type Client } from 'openapi-fetch';
import { BACKGROUND_HEADER } from '../shared/protocol';
import { getConfig, loadConfig } from '../browser/config';
import { SERVER_UNAVAILABLE } from './messages';
import type { components, paths } from './schema';

export type ApiErrorBody = components['schemas']['Error'];
export type Hall = components['schemas']['Hall'];
export type UserRecordResponse = components['schemas']['UserRecord'];

type Hooks = {
  token: () => string;
  unauthorized: () => void;
  /** Whether a request sent now is a background one (see lib/browser/activity.ts); none on the login page. */
  background?: () => boolean;
  /** Every successful read's answer, for the signed-in screens (see lib/api/read-position.ts). */
  read?: (response: Response) => void;
};
let hooks: Hooks = { token: () => '', unauthorized: () => {} };

/** The UI tells the client where the token is and what a 401 means. */
export function configureApi(next: Hooks) {
  hooks = next;
}

let client: Client<paths> | null = null;

export async function apiClient(): Promise<Client<paths>> {
  await loadConfig();
  if (client) return client;
  client = createClient<paths>({
    baseUrl: getConfig().API_URL,
    credentials: 'include',
  });
  client.use({
    onRequest: ({ request }) => {
      if (hooks.background?.()) request.headers.set(BACKGROUND_HEADER, '1');
      const token = hooks.token();
      if (token && !request.headers.has('authorization')) {
        request.headers.set('authorization', `Bearer ${token}`);
      }
      return request;
    },
    onResponse: ({ request, response }) => {
      // A refused sign-in is a wrong password, and a refused sign-out is a session already
      // gone: the person is leaving either way, not thrown out.
      const path = new URL(request.url).pathname;
      if (response.status === 401 && !/\/auth\/log(in|out)$/.test(path)) hooks.unauthorized();
      if (request.method === 'GET' && response.ok) hooks.read?.(response);
      return response;
    },
  });
  return client;
}

/** Thrown by query functions so TanStack Query sees a failure with the API's Russian message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error.message ?? SERVER_UNAVAILABLE);
  }
}

/** The data of a successful call (undefined for a 204 No Content), or an ApiRequestError. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch {
    throw new ApiRequestError(0, null);
  }
  const { ok, status } = result.response;
  if (ok && (result.data !== undefined || status === 204)) return result.data as T;
  const body = result.error as ApiErrorBody | undefined;
  throw new ApiRequestError(result.response.status, body?.error ? body : null);
}

/**
 * No answer from the API itself: the network is down, or a proxy in front of it says the server
 * is away. A write that failed so may be resent with its key; any other failure is an answer.
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

/** A file the API wrote, with the name its `Content-Disposition` gives. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** The name of a download: `filename*` (UTF-8, may be Cyrillic), else `filename`, else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Like `unwrap`, for an answer read as a blob: the file and the name the server chose. */
export async function unwrapFile(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  fallback: string,
): Promise<DownloadedFile> {
  let response: Response | undefined;
  const blob = (await unwrap(
    call.then((result) => {
      response = result.response;
      return result;
    }),
  )) as Blob;
  return { blob, fileName: attachmentName(response!.headers.get('content-disposition'), fallback) };
}

/**
 * The event stream's request (lib/api/events.ts): the API's address and the session's token as
 * every call has them, and a 401 that signs out as every call does. A stream is a background
 * request by nature; the API never lets it move the session's idle limit.
 */
export async function streamRequest(
  path: string,
  lastEventId: string | null,
  signal: AbortSignal,
): Promise<Response> {
  await loadConfig();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  const token = hooks.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${getConfig().API_URL}${path}`, {
    headers,
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
  if (response.status === 401) hooks.unauthorized();
  return response;
}

/** A stream that ends because the session did: the same path as a 401. */
export function streamSignedOut() {
  hooks.unauthorized();
}

/**
 * A file sent as a request's body, with the share of it sent so far (`onProgress`, 0–1): the
 * one call fetch cannot follow, so it goes by XMLHttpRequest, with the token and the 401 of
 * every call. Resolves with the answer's status and JSON body.
 */
export async function uploadFile(
  path: string,
  file: Blob,
  onProgress: (share: number) => void,
): Promise<{ status: number; body: unknown }> {
  await loadConfig();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${getConfig().API_URL}${path}`);
    request.withCredentials = true;
    const token = hooks.token();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('content-type', file.type || 'text/csv');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 401) hooks.unauthorized();
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: a proxy's page; the status tells enough.
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new ApiRequestError(0, null));
    request.send(file);
  });
}
