import { z } from '@hono/zod-openapi';

/** The `{hallId}` of every hall-scoped route; `hallAccess` checks it. */
export const HallParams = z.object({
  hallId: z.string().openapi({ param: { name: 'hallId', in: 'path' }, example: '1' }),
});

/** A hall id from a path, or null when it is not one (a positive integer of at most 9 digits). */
export function parseHallId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
