'use client';

import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { ActionIcon, Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Table } from '../common/Table';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { Fragment, useState } from 'react';
import { allExceptionsQuery } from '@/lib/api/exceptions';
import { formatCount } from '@/lib/shared/report-format';
import { deferred } from '../common/deferred';
import {
  exportSummary,
  summaryQuery,
  type SummaryParams,
  type SummaryReport,
} from '@/lib/api/reports';
import { PERIODS_A, PERIODS_B } from '@/lib/shared/periods';
import { useFilter } from '@/stores/filters-store';
import { useHallsStore } from '@/stores/halls-store';
import { useSummaryStore } from '@/stores/summary-store';
import { ScrollRegion } from '../common/ScrollRegion';
import { PeriodFilter } from '../common/PeriodFilter';
import { ScreenHeader } from '../common/ScreenHeader';
import { ExportMenu } from '../reports/ExportMenu';
import { ClosedDaysCard } from '../reports/ClosedDaysCard';
import { RangeCaption } from '../reports/RangeCaption';
import { ReportQueryState } from '../reports/ReportQueryState';
import { useReportParams } from '../reports/use-report-params';
import { HallBuckets } from './HallBuckets';
import { ExceptionsCount, type ExceptionsHall } from './ExceptionsCount';
import { FigureCells, SUMMARY_HEADERS } from './summary-cells';

const ExceptionsDrawer = deferred(
  () => import('../reports/exceptions/ExceptionsDrawer').then((m) => m.ExceptionsDrawer),
  (props) => ({ ...props, hall: null }),
);

const TITLE = 'Сводный отчёт';

export function SummaryScreen() {
  const { params, valid } = useReportParams('summaryReportFilter');
  const report = useQuery({ ...summaryQuery(params), enabled: valid });
  const data = report.data;
  return (
    <>
      <ScreenHeader title={TITLE}>
        <ExportMenu download={(format) => exportSummary(params, format)} disabled={!valid} />
      </ScreenHeader>
      <Stack gap="md">
        <div>
          <PeriodFilter filterKey="summaryReportFilter" periods={PERIODS_B} />
          <RangeCaption range={data} />
        </div>
        <ReportQueryState
          query={report}
          what="сводный отчёт"
          skeleton={<Skeleton h={360} radius="md" />}
          emptyText={(d) => (d.rows.length === 0 ? 'Вам не назначен ни один зал.' : null)}
        >
          {(d) => (
            <Stack gap="md">
              <Card withBorder radius="md" padding={0}>
                <SummaryTable report={d} params={params} />
              </Card>
              <ClosedDaysCard days={d.totals.gamingDays} />
            </Stack>
          )}
        </ReportQueryState>
      </Stack>
    </>
  );
}

function SummaryTable({ report, params }: { report: SummaryReport; params: SummaryParams }) {
  const expanded = useSummaryStore((s) => s.rowKey);
  const { rowExpanded, rowCollapsed } = useSummaryStore((s) => s.actions);
  const openDashboard = useOpenDashboard(params);
  const exceptions = useQuery(allExceptionsQuery());
  const openExceptions = new Map(
    (exceptions.data?.openByHall ?? []).map(({ hallId, open }) => [hallId, open]),
  );
  const [exceptionsOf, setExceptionsOf] = useState<ExceptionsHall | null>(null);
  return (
    <ScrollRegion label="Залы" minWidth={1060}>
      <Table highlightOnHover fz="sm" horizontalSpacing="xs" aria-label="Залы">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Зал</Table.Th>
            <Table.Th ta="right" title="Открытые отклонения зала">
              Отклонения
            </Table.Th>
            {SUMMARY_HEADERS.map(({ label, full }) => (
              <Table.Th key={label} ta="right" title={full} aria-label={full}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => {
            const open = expanded === row.rowKey;
            return (
              <Fragment key={row.rowKey}>
                <Table.Tr>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-expanded={open}
                        aria-label={`${open ? 'Свернуть' : 'Показать по интервалам'}: ${row.name}`}
                        onClick={() =>
                          open ? rowCollapsed() : rowExpanded(row.hallId, row.rowKey)
                        }
                      >
                        {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                      <div>
                        <Anchor
                          component="button"
                          type="button"
                          fz="sm"
                          ta="left"
                          onClick={() => openDashboard(row.hallId)}
                        >
                          {row.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {row.city}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">
                    <ExceptionsCount
                      hall={{ id: row.hallId, name: row.name }}
                      open={exceptions.data ? (openExceptions.get(row.hallId) ?? 0) : undefined}
                      onOpen={setExceptionsOf}
                    />
                  </Table.Td>
                  <FigureCells figures={row} online={row.equipmentOnline} />
                </Table.Tr>
                {open ? <HallBuckets hallId={row.hallId} params={params} /> : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="summary-totals">
            <Table.Td>Итого</Table.Td>
            <Table.Td ta="right">
              {exceptions.data ? formatCount(exceptions.data.total) : '—'}
            </Table.Td>
            <FigureCells figures={report.totals} online={report.totals.equipmentOnline} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <ExceptionsDrawer
        needed={exceptionsOf !== null}
        hall={exceptionsOf}
        onClose={() => setExceptionsOf(null)}
      />
    </ScrollRegion>
  );
}

/**
 * A hall's name opens its dashboard as the current hall, over the summary's days when the
 * dashboard has that period (it has no years); the summary's own filter stays.
 */
function useOpenDashboard(params: SummaryParams) {
  const router = useRouter();
  const [summary] = useFilter('summaryReportFilter');
  const [, dashboard] = useFilter('dashboardFilter');
  return (hallId: number) => {
    useHallsStore.getState().actions.hallChosen(hallId, { keepFilter: 'summaryReportFilter' });
    if ((PERIODS_A as readonly string[]).includes(params.period)) {
      dashboard.filterChanged({ period: params.period as 'daily', range: summary.range });
    }
    router.push('/dashboard/');
  };
}
