/** Game categories of the catalogue, with their Russian names. */
export const GAME_CATEGORIES = ['slots', 'roulette', 'bingo', 'lottery', 'cards'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const GAME_CATEGORY_LABELS: Record<GameCategory, string> = {
  slots: 'Слоты',
  roulette: 'Рулетка',
  bingo: 'Бинго',
  lottery: 'Лотерея',
  cards: 'Карточные игры',
};
