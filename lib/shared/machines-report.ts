/** The machine report's columns a user may sort by (GET /api/halls/{hallId}/reports/machines). */
export const MACHINE_SORT_LABELS = {
  number: 'Автомат',
  game: 'Игра',
  plays: 'Игр',
  bets: 'Ставки',
  wins: 'Выигрыши',
  ggr: 'Доход',
  actualHold: 'Фактический удерживаемый %',
  variance: 'Отклонение, п.п.',
  projectedVariance: 'Отклонение, ₸',
} as const;

export type MachineSort = keyof typeof MACHINE_SORT_LABELS;
