/** The chain's game catalogue: codes, names, categories and the paytables' RTP. */
import { asc, eq, sql } from 'drizzle-orm';
import { rtpHundredths } from '@/lib/shared/game-catalogue';
import type { GameCategory } from '@/lib/shared/games';
import type { Db } from '../db/database';
import { games } from '../db/schema';
import type { Actor } from '../writes/actor';
import { recordChange } from '../writes/audit';
import { auditedEdit, uniqueOr409 } from '../writes/audited-edit';
import type { GameChanges, GameInput, GameRecord } from './game-schemas';

const columns = {
  id: games.id,
  code: games.code,
  name: games.name,
  category: games.category,
  theoreticalRtp: games.theoreticalRtp,
  version: games.version,
};

type Row = Omit<GameRecord, 'category'> & { category: string };

const toGame = (row: Row): GameRecord => ({
  ...row,
  category: row.category as GameCategory,
  // Stored in hundredths: the percentage in the answer is exact to two places.
  theoreticalRtp: row.theoreticalRtp === null ? null : row.theoreticalRtp / 100,
});

/** A code or a name already in the catalogue: 409 under the field. */
async function unique<T>(write: () => Promise<T>) {
  return uniqueOr409(
    () => uniqueOr409(write, 'games_code_uq', 'code', 'Игра с таким кодом уже есть в каталоге'),
    'games_name_uq',
    'name',
    'Игра с таким названием уже есть в каталоге',
  );
}

const values = <T extends GameChanges>({ theoreticalRtp, ...rest }: T) => ({
  ...rest,
  ...(theoreticalRtp !== undefined && { theoreticalRtp: rtpHundredths(theoreticalRtp)! }),
});

export async function listGames(db: Db) {
  const rows = await db.select(columns).from(games).orderBy(asc(games.name));
  return { items: rows.map(toGame) };
}

export async function createGame(a: Actor, input: GameInput) {
  const [row] = await unique(() =>
    a.tx
      .insert(games)
      .values({ ...values(input), code: input.code, name: input.name, category: input.category })
      .returning(columns),
  );
  const game = toGame(row);
  await recordChange(a, 'game.create', { id: game.id, hallId: null }, null, game);
  return game;
}

export function updateGame(a: Actor, id: number, version: number, changes: GameChanges) {
  return auditedEdit(a, version, {
    action: 'game.update',
    hallId: null,
    missing: 'Игра не найдена',
    read: async () => {
      const [row] = await a.tx.select(columns).from(games).where(eq(games.id, id)).for('update');
      return row && toGame(row);
    },
    apply: async () => {
      const [row] = await unique(() =>
        a.tx
          .update(games)
          .set({ ...values(changes), version: sql`${games.version} + 1` })
          .where(eq(games.id, id))
          .returning(columns),
      );
      return toGame(row);
    },
  });
}
