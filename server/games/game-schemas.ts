import { z } from '@hono/zod-openapi';
import { GAME_CODE_MAX, GAME_NAME_MAX, isGameCode, rtpMessage } from '@/lib/shared/game-catalogue';
import { GAME_CATEGORIES, SETTABLE_CATEGORIES } from '@/lib/shared/games';
import { messages } from '@/lib/shared/validation/messages';
import { requiredText } from '../fields';
import { idText, versionField } from '../list-query';

const rtp = z
  .unknown()
  .superRefine((value, ctx) => {
    const message = value === undefined ? messages.required('RTP') : rtpMessage(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => value as number)
  .openapi({
    type: 'number',
    example: 96.5,
    description: 'Теоретический RTP, % (95–100, до сотых: ст. 12 Закона «Об игорном бизнесе»)',
  });

export const GameCreate = z
  .strictObject({
    code: requiredText('Код')
      .trim()
      .min(1, messages.required('Код'))
      .max(GAME_CODE_MAX, messages.lengthMax(GAME_CODE_MAX))
      .refine(isGameCode, 'Код — латинские буквы, цифры, «-», «_» и «.»')
      .openapi({ example: 'AZTEC-GOLD' }),
    name: requiredText('Название')
      .trim()
      .min(1, messages.required('Название'))
      .max(GAME_NAME_MAX, messages.lengthMax(GAME_NAME_MAX))
      .openapi({ example: 'Золото ацтеков' }),
    category: z.enum(SETTABLE_CATEGORIES, { error: 'Выберите категорию из списка' }),
    theoreticalRtp: rtp,
  })
  .openapi('GameCreate');

export const GameUpdate = z
  .strictObject({
    version: versionField,
    code: GameCreate.shape.code.optional(),
    name: GameCreate.shape.name.optional(),
    category: GameCreate.shape.category.optional(),
    theoreticalRtp: rtp.optional(),
  })
  .openapi('GameUpdate');

export const Game = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    category: z.enum(GAME_CATEGORIES),
    theoreticalRtp: z.number().nullable().openapi({ description: 'null — ещё не задан' }),
    version: z.number().int(),
  })
  .openapi('Game');

export const GameList = z.object({ items: z.array(Game) }).openapi('GameList');

export const GameParams = z.object({
  gameId: idText('Неверный номер игры').openapi({
    param: { name: 'gameId', in: 'path' },
    example: '1',
  }),
});

export type GameInput = z.infer<typeof GameCreate>;
export type GameChanges = Omit<z.infer<typeof GameUpdate>, 'version'>;
export type GameRecord = z.infer<typeof Game>;
