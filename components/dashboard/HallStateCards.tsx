'use client';

import { useQuery } from '@tanstack/react-query';
import { cashDesksQuery } from '@/lib/api/cashbox';
import { equipmentQuery } from '@/lib/api/equipment';
import { LICENCE_MIN_TERMINALS } from '@/lib/shared/licence';
import { addMoney, formatMoney } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';
import { KpiCard } from '../reports/KpiCard';
import { ALL_DEVICES } from './dashboard-reads';
import { shownCash } from '@/lib/shared/cash-desks';
import { isKept } from '../common/KeptNote';

/** The hall's cash now: every desk's and the safe's, and how many desks are open. */
export function CashKpi({ hallId }: { hallId: number }) {
  const desks = useQuery(cashDesksQuery(hallId));
  if (desks.isError)
    return <KpiCard label="Наличные в зале" value="—" note="не удалось загрузить" tone="down" />;
  const working = desks.data?.items.filter((desk) => !desk.retired);
  const tills = working?.filter((desk) => desk.kind !== 'safe') ?? [];
  const safe = working?.find((desk) => desk.kind === 'safe');
  const known = working?.every((desk) => desk.balance !== null);
  const total = working && known ? addMoney(...working.map((desk) => desk.balance!)) : null;
  return (
    <KpiCard
      label="Наличные в зале"
      value={working ? shownCash(total) : null}
      note={
        working
          ? `открыто касс ${tills.filter((desk) => desk.shift).length} из ${tills.length}` +
            (safe?.balance ? `, в сейфе ${formatMoney(safe.balance)}` : '')
          : undefined
      }
      tone={tills.some((desk) => desk.overCapital) ? 'down' : 'neutral'}
    />
  );
}

/** Devices online now out of all, with those out of service. */
export function EquipmentKpi({ hallId }: { hallId: number }) {
  const devices = useQuery(equipmentQuery(hallId, ALL_DEVICES));
  // A failed refresh of a kept answer leaves it shown, dimmed (decision 070).
  if (devices.isError && !devices.data) {
    return (
      <KpiCard label="Оборудование в сети" value="—" note="не удалось загрузить" tone="down" />
    );
  }
  const counts = devices.data?.counts;
  return (
    <KpiCard
      kept={isKept(devices)}
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
