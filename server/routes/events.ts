import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../auth/middleware';
import { openEventStream } from '../events/event-stream';
import { HallParams } from '../halls/hall-params';
import { errorResponses, router } from '../openapi-hono';

const LastEventHeaders = z.object({
  'last-event-id': z.string().optional().openapi({
    description: 'Последнее полученное событие: пропущенные после него придут первыми',
  }),
});

const streamAnswer = {
  200: {
    description:
      'Поток text/event-stream: события `device`, `cash-operation`, `shift`, `order`, `phone-request`, `mailing`, `exception` (data — JSON с id, hallId, kind, subject, at); `ready` или `reset` (перезагрузить данные) при подключении; `end` — сессия или доступ к залу закончились; комментарий каждые 15 с',
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

const description =
  'Не продлевает сессию. Для фронтенда на другом источнике — с заголовком Authorization (fetch), не EventSource.';

/** A hall's live events (its session and hall checked in app.ts, as for every hall route). */
export const hallEventsRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/{hallId}/events',
    tags: ['events'],
    summary: 'События зала в реальном времени',
    description,
    request: { params: HallParams, headers: LastEventHeaders },
    responses: { ...streamAnswer, ...errorResponses(400, 401, 403, 404, 429) },
  }),
  (c) => openEventStream(c, { hallId: c.var.hallId }, c.var.options.eventKeepAliveMs) as never,
);

/** Every visible hall's live events: head office's approval queue. */
export const eventsRoutes = router().openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['events'],
    summary: 'События всех залов пользователя в реальном времени',
    description,
    middleware: [requireUser] as const,
    request: { headers: LastEventHeaders },
    responses: { ...streamAnswer, ...errorResponses(400, 401, 429) },
  }),
  (c) => openEventStream(c, { allHalls: true }, c.var.options.eventKeepAliveMs) as never,
);
