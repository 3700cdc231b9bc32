'use client';

import { useQuery } from '@tanstack/react-query';
import { currentShiftQuery } from '@/lib/api/cashbox';
import { equipmentQuery } from '@/lib/api/equipment';
import { LICENCE_MIN_TERMINALS } from '@/lib/shared/licence';
import { formatMoney } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';
import { KpiCard } from '../reports/KpiCard';
import { ALL_DEVICES } from './dashboard-reads';
import { useHallClock } from '../common/use-hall-clock';

/** The cash desk now: the open shift's balance, or that the desk is closed. */
export function CashKpi({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const current = useQuery(currentShiftQuery(hallId));
  if (current.isError)
    return <KpiCard label="Касса" value="—" note="не удалось загрузить" tone="down" />;
  const shift = current.data?.shift;
  if (current.data && !shift)
    return <KpiCard label="Касса" value="Закрыта" note="смена не открыта" />;
  return (
    <KpiCard
      label="Касса"
      value={shift ? formatMoney(shift.balance) : null}
      note={shift ? `смена открыта ${clock.dateTime(shift.openedAt)}` : undefined}
    />
  );
}

/** Devices online now out of all, with those out of service. */
export function EquipmentKpi({ hallId }: { hallId: number }) {
  const devices = useQuery(equipmentQuery(hallId, ALL_DEVICES));
  if (devices.isError) {
    return (
      <KpiCard label="Оборудование в сети" value="—" note="не удалось загрузить" tone="down" />
    );
  }
  const counts = devices.data?.counts;
  return (
    <KpiCard
      label="Оборудование в сети"
      value={counts ? `${formatCount(counts.online)} / ${formatCount(counts.total)}` : null}
      note={
        counts
          ? `обслуживание ${formatCount(counts.maintenance)}, неисправно ${formatCount(counts.broken)}, автоматов ${counts.gameTerminals} из ${LICENCE_MIN_TERMINALS}`
          : undefined
      }
      tone={
        counts && (counts.broken > 0 || counts.gameTerminals < LICENCE_MIN_TERMINALS)
          ? 'down'
          : 'neutral'
      }
    />
  );
}
