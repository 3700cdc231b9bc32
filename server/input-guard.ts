import type { MiddlewareHandler } from 'hono';
import { hasControlChars } from '@/lib/shared/validation/rules';
import { messages } from '@/lib/shared/validation/messages';
import type { AppEnv } from './context';
import { ApiError, errors } from './errors';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The writes whose body is a file, read by their routes as it arrives, not JSON. */
const FILE_UPLOAD_PATHS: ReadonlySet<string> = new Set([
  '/api/clients/import',
  '/api/restrictions/import',
]);
/** …and a hall's machines loaded from a file (decision 069). */
const HALL_UPLOAD_PATH = /^\/api\/halls\/\d{1,9}\/machines\/import$/;

export const isFileUpload = (path: string) =>
  FILE_UPLOAD_PATHS.has(path) || HALL_UPLOAD_PATH.test(path);

const badAddress = () => new ApiError(400, 'bad_path', 'Неверный адрес запроса');

/** Every string (and key) of a JSON value whose text holds a control character, by path. */
export function controlCharFields(value: unknown): string[] {
  const found: string[] = [];
  // A loop, not recursion: 64 KiB of `[[[[…` must not overflow the stack.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasControlChars(item)) found.push(path || '_');
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push([child, path ? `${path}.${i}` : String(i)]));
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasControlChars(key)) found.push(childPath);
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}

function refuseControlChars(fields: string[]) {
  if (fields.length === 0) return;
  const message = messages.controlChars();
  throw new ApiError(
    400,
    'validation_failed',
    'Проверьте заполнение полей',
    Object.fromEntries(fields.map((field) => [field, message])),
  );
}

/**
 * Input every route gets checked before its own validation: a readable path, no control
 * characters in the query or the JSON body, JSON or nothing as the body (but for the file
 * upload, whose route checks every cell). A write without a body
 * (no Content-Length, as `curl -X POST` sends it) is read as an empty one.
 */
export const inputGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw badAddress();
  }
  if (hasControlChars(path)) throw badAddress();

  const query: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (hasControlChars(name) || hasControlChars(value)) query.push(name);
  }
  refuseControlChars(query);

  if (WRITE_METHODS.has(c.req.method) && !isFileUpload(c.req.path)) {
    const text = await c.req.text();
    const json = /^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '');
    if (text === '') {
      // No body at all: a route that needs one answers with its own field messages.
      // Hono keeps body promises in bodyCache although its type names the values (a seam:
      // decision 053).
      if (json) c.req.bodyCache.text = Promise.resolve('{}') as unknown as string;
    } else {
      if (!json) {
        throw errors.unsupportedMediaType();
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError(400, 'invalid_json', 'Тело запроса — неверный JSON');
      }
      refuseControlChars(controlCharFields(body));
    }
  }
  await next();
};
