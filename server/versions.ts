import type { Context } from 'hono';
import { ApiError } from './errors';

const IF_MATCH = /^(?:W\/)?"?(\d{1,9})"?$/;

/**
 * The version an edit started from: the body's `version`, or else the `If-Match` header
 * (`"3"`). An edit without one is refused: it could overwrite a change it never saw.
 */
export function editedVersion(c: Context, bodyVersion: number | undefined): number {
  if (bodyVersion !== undefined) return bodyVersion;
  const header = c.req.header('if-match')?.trim();
  const match = header ? IF_MATCH.exec(header) : null;
  if (match) return Number(match[1]);
  throw new ApiError(400, 'validation_failed', 'Не указана версия записи', {
    version: 'Укажите версию записи (поле version или заголовок If-Match)',
  });
}

/** The ETag of a versioned record, so a client can send it back in If-Match. */
export const versionTag = (version: number) => `"${version}"`;
