import { z } from '@hono/zod-openapi';

/** The `{hallId}` of every hall-scoped route; `hallAccess` checks it. */
export const HallParams = z.object({
  hallId: z.string().openapi({ param: { name: 'hallId', in: 'path' }, example: '1' }),
});
