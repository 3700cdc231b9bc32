/** «5 мин назад»: how long ago a moment was, in short Russian, as the equipment list shows it. */
import { plural } from './validation/messages';
import { hallClock } from './hall-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Past a month, the hall's date (`zone`: the hall's time zone). */
export function timeAgo(at: Date | string | null, now: Date, zone?: string): string {
  if (at === null) return 'никогда';
  const moment = typeof at === 'string' ? new Date(at) : at;
  const ms = now.getTime() - moment.getTime();
  if (ms < MINUTE) return 'только что';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} мин назад`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} ч назад`;
  const days = Math.floor(ms / DAY);
  if (days <= 30) return `${days} ${plural(days, 'день', 'дня', 'дней')} назад`;
  return hallClock(zone).date(moment);
}
