import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from './client';
import { GAMES_KEY } from './query-keys';
import type { components } from './schema';

export type Game = components['schemas']['Game'];
export type GameInput = components['schemas']['GameCreate'];

/** The chain's game catalogue. */
export const gamesQuery = () =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'catalogue'],
    queryFn: async ({ signal }) => unwrap((await apiClient()).GET('/api/games', { signal })),
  });

export async function createGame(input: GameInput) {
  return unwrap((await apiClient()).POST('/api/games', { body: input }));
}

export async function updateGame(gameId: number, version: number, changes: Partial<GameInput>) {
  return unwrap(
    (await apiClient()).PATCH('/api/games/{gameId}', {
      params: { path: { gameId: String(gameId) } },
      body: { version, ...changes },
    }),
  );
}
