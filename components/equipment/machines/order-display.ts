import type { MachineOrder } from '@/lib/api/machines';
import { dottedDay } from '@/lib/shared/iso-date';
import { CARD_FIELD_LABELS, type CardField } from '@/lib/shared/machine-orders';
import { formatMoney, fromMinorUnits } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';

type Names = { game: (id: unknown) => string; hall: (id: unknown) => string };

const value = (field: string, v: unknown) =>
  v === null || v === undefined || v === ''
    ? '—'
    : field.endsWith('Date')
      ? dottedDay(String(v))
      : field === 'denomination'
        ? formatMoney(String(v))
        : String(v);

/** What an order does, in one line: the game it sets, the seal, the hall it moves to. */
export function orderDetails(order: MachineOrder, names: Names): string {
  const d = order.details as Record<string, unknown>;
  switch (order.kind) {
    case 'put_into_service':
      return `Регистрация ${d.taxRegNo} от ${value('taxRegDate', d.taxRegDate)}, пломба ${d.sealNo}, игра «${names.game(d.gameId)}»`;
    case 'move':
      return `В зал «${names.hall(d.toHallId)}» под номером ${d.toNumber}, регистрация там ${d.toTaxRegNo} от ${value('toTaxRegDate', d.toTaxRegDate)}`;
    case 'arrival':
      return `Из зала «${names.hall(d.fromHallId)}», где был № ${d.fromNumber}`;
    case 'game_change':
      return `«${d.fromGameId ? names.game(d.fromGameId) : '—'}» → «${names.game(d.gameId)}»`;
    case 'seal_change':
      return `Пломба ${d.fromSealNo || '—'} → ${d.sealNo}`;
    case 'ram_clear':
      return `Второй человек: ${order.witness ?? '—'}`;
    case 'correction': {
      const changes = d.changes as Record<string, unknown>;
      const before = (d.before ?? {}) as Record<string, unknown>;
      return Object.keys(changes)
        .map(
          (key) =>
            `${CARD_FIELD_LABELS[key as CardField] ?? key}: ${value(key, before[key])} → ${value(key, changes[key])}`,
        )
        .join('; ');
    }
    default:
      return '';
  }
}

/** The meters an order saw, as a person reads them: credits played and won, games. */
export function metersText(snapshot: MachineOrder['metersBefore']): string {
  if (!snapshot) return 'показаний ещё не было';
  const m = snapshot.meters;
  const money = (key: string) => (m[key] ? formatMoney(fromMinorUnits(BigInt(m[key]))) : '—');
  return `ставки ${money('coinIn')}, выигрыши ${money('coinOut')}, игр ${m.gamesPlayed ? formatCount(Number(m.gamesPlayed)) : '—'}`;
}
