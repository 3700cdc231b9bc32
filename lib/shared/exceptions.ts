/** The exceptions a chain must not miss (GET /api/halls/{hallId}/exceptions), in words. */

export const EXCEPTION_KINDS = [
  'rtp',
  'cash',
  'silent',
  'visits',
  'meters',
  'floor',
  'payout',
  'lookups',
  'fiscal',
  'machine_money',
  'unregistered',
  'tax',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export const EXCEPTION_KIND_LABELS: Record<ExceptionKind, string> = {
  rtp: 'RTP вне обычного',
  cash: 'Расхождение в кассе',
  silent: 'Устройство молчит',
  visits: 'Падение посещаемости',
  meters: 'Сброс счётчиков',
  floor: 'Меньше 60 автоматов',
  payout: 'Просрочена выплата',
  lookups: 'Остановлены проверки',
  fiscal: 'Нет фискального чека',
  machine_money: 'Деньги автомата',
  unregistered: 'Незарегистрированный автомат',
  tax: 'Налог на игорный бизнес',
};

export type ExceptionSeverity = 'high' | 'medium';

export const SEVERITY_LABELS: Record<ExceptionSeverity, string> = {
  high: 'Высокая',
  medium: 'Средняя',
};

/** Where a manager looks into each kind. */
export const EXCEPTION_SCREENS: Record<ExceptionKind, string> = {
  rtp: '/games-report',
  cash: '/cashbox',
  silent: '/equipment',
  visits: '/attendance',
  meters: '/equipment',
  floor: '/equipment',
  payout: '/cashbox',
  lookups: '/workers',
  fiscal: '/cashbox',
  machine_money: '/cashbox',
  unregistered: '/equipment',
  tax: '/equipment',
};

/** The comment of «Отмечено»: what was found or done, as the record keeps it. */
export const SEEN_COMMENT_MAX = 500;
