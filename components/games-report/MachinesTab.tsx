'use client';

import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { machinesReportQuery, type MachinesReportParams } from '@/lib/api/machines-report';
import { formatMoney } from '@/lib/shared/money';
import { formatPercent } from '@/lib/shared/report-format';
import { ListQueryState } from '../common/ListQueryState';
import { ClosedDaysCard } from '../reports/ClosedDaysCard';
import { useDesktop } from '../common/use-desktop';
import { formatPoints, MachineCards, MachinesTable } from './MachineRows';

const PAGE_SIZE = 25;

type Props = {
  hallId: number;
  params: MachinesReportParams;
  enabled: boolean;
  onChange: (change: Partial<Pick<MachinesReportParams, 'sort' | 'order' | 'page'>>) => void;
};

/**
 * «По автоматам»: the regulators' machine report of the games report's filter — each machine and
 * game with its theoretical and actual hold — and the floor par of the hall above the rows.
 */
export function MachinesTab({ hallId, params, enabled, onChange }: Props) {
  const report = useQuery({ ...machinesReportQuery(hallId, params), enabled });
  const desktop = useDesktop();
  const sorting = {
    sort: params.sort,
    order: params.order,
    onSort: (sort: MachinesReportParams['sort'], order: 'asc' | 'desc') =>
      onChange({ sort, order, page: 1 }),
  };
  return (
    <ListQueryState
      query={report}
      what="отчёт по автоматам"
      emptyText="За выбранный период автоматы не передавали игру по этим играм. Выберите другие даты или игры."
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={(page) => onChange({ page })}
      above={(d) => (
        <>
          <ClosedDaysCard days={d.gamingDays} />
          {d.total > 0 && (
            <Text size="sm" my="sm" data-testid="floor-par">
              Средний теоретический удерживаемый % зала — {formatPercent(d.totals.floorPar)},
              фактический — {formatPercent(d.totals.actualHold)}
              {d.totals.variance !== null &&
                `, отклонение ${formatPoints(d.totals.variance)} (${formatMoney(d.totals.projectedVariance!)})`}
              .
            </Text>
          )}
        </>
      )}
    >
      {(d) =>
        desktop ? (
          <MachinesTable report={d} sorting={sorting} />
        ) : (
          <MachineCards report={d} sorting={sorting} />
        )
      }
    </ListQueryState>
  );
}
