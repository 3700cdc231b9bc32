/** The drop of the machines' boxes and their soft count (decision 066). */

export const DROP_STATUSES = ['collected', 'counting', 'counted'] as const;
export type DropStatus = (typeof DROP_STATUSES)[number];

export const DROP_STATUS_LABELS: Record<DropStatus, string> = {
  collected: 'Ждёт пересчёта',
  counting: 'Ждёт второго пересчёта',
  counted: 'Пересчитана',
};

/** The most boxes one drop takes: every machine of the largest hall, with room. */
export const DROP_BOXES_MAX = 500;

/** The longest box label: a machine's number. */
export const BOX_NUMBER_MAX = 20;
