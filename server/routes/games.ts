import { createRoute } from '@hono/zod-openapi';
import { forAction, forScreen, requireUser } from '../auth/middleware';
import { createGame, listGames, updateGame } from '../games/game-records';
import { Game, GameCreate, GameList, GameParams, GameUpdate } from '../games/game-schemas';
import { errorResponses, jsonContent, router } from '../openapi-hono';
import { versionTag } from '../versions';
import { actorWrite } from '../writes/actor-write';
import { versionedChange } from '../writes/versioned-change';

/** The chain's one catalogue: read by whoever reads the games report, kept by head office. */
export const gamesRoutes = router();
gamesRoutes.use('*', requireUser, forScreen('/games-report'));
const headOffice = forAction('editGameCatalogue');

gamesRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['games'],
      summary: 'Каталог игр сети',
      responses: {
        200: { description: 'Игры по названию', ...jsonContent(GameList) },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await listGames(c.var.options.db), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['games'],
      summary: 'Новая игра в каталоге (администратор)',
      middleware: [headOffice] as const,
      request: { body: { ...jsonContent(GameCreate), required: true } },
      responses: {
        201: { description: 'Игра в каталоге', ...jsonContent(Game) },
        ...errorResponses(400, 401, 403, 409, 415),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const game = await actorWrite(c, (a) => createGame(a, input));
      c.header('ETag', versionTag(game.version));
      return c.json(game, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{gameId}',
      tags: ['games'],
      summary: 'Изменение игры каталога (администратор); устаревшая версия — 409',
      middleware: [headOffice] as const,
      request: { params: GameParams, body: { ...jsonContent(GameUpdate), required: true } },
      responses: {
        200: { description: 'Изменена', ...jsonContent(Game) },
        ...errorResponses(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { version, ...changes } = c.req.valid('json');
      const game = await versionedChange(c, 'gameId', version, (a, id, v) =>
        updateGame(a, id, v, changes),
      );
      return c.json(game, 200);
    },
  );
