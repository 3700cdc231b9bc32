/** Game categories of the catalogue, with their Russian names. */
export const GAME_CATEGORIES = ['slots', 'roulette', 'bingo', 'lottery', 'cards', 'new'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * What head office may choose: every category but `new`, which a game first seen in a machine's
 * meters has until then.
 */
export const SETTABLE_CATEGORIES = GAME_CATEGORIES.filter((c) => c !== 'new');

export const GAME_CATEGORY_LABELS: Record<GameCategory, string> = {
  slots: 'Слоты',
  roulette: 'Рулетка',
  bingo: 'Бинго',
  lottery: 'Лотерея',
  cards: 'Карточные игры',
  new: 'Без категории',
};
