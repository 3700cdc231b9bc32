'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { Table } from '../common/Table';
import { useQuery } from '@tanstack/react-query';
import { attendanceQuery, exportAttendance, type AttendanceReport } from '@/lib/api/reports';
import { PERIOD_LABELS, PERIODS_A, type Period } from '@/lib/shared/periods';
import { formatCount } from '@/lib/shared/report-format';
import { bucketTitle } from '@/lib/shared/report-range';
import { ScrollRegion } from '../common/ScrollRegion';
import { HallRequired } from '../common/HallRequired';
import { PeriodFilter } from '../common/PeriodFilter';
import { ScreenHeader } from '../common/ScreenHeader';
import { KpiCard } from '../reports/KpiCard';
import { lazyChart } from '../reports/charts';
import { BUCKET_CHART } from '../reports/charts/chart-scale';
import { ExportMenu } from '../reports/ExportMenu';
import { RangeCaption } from '../reports/RangeCaption';
import { ReportQueryState } from '../reports/ReportQueryState';
import { useReportParams } from '../reports/use-report-params';

const TITLE = 'Посещаемость';
const BucketChart = lazyChart(
  () => import('../reports/charts/BucketChart').then((m) => m.BucketChart),
  BUCKET_CHART.plot + BUCKET_CHART.legend,
);
const WeekHourHeatmap = lazyChart(() =>
  import('../reports/charts/WeekHourHeatmap').then((m) => m.WeekHourHeatmap),
);
const NUMBERS = { ta: 'right' as const };

export function AttendanceScreen() {
  return (
    <HallRequired title={TITLE}>
      {(hallId) => <HallAttendance key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

function HallAttendance({ hallId }: { hallId: number }) {
  const { params, valid } = useReportParams('attendanceFilter');
  const report = useQuery({ ...attendanceQuery(hallId, params), enabled: valid });
  const data = report.data;
  return (
    <>
      <ScreenHeader title={TITLE}>
        <ExportMenu
          download={(format) => exportAttendance(hallId, params, format)}
          disabled={!valid}
        />
      </ScreenHeader>
      <Stack gap="md">
        <div>
          <PeriodFilter filterKey="attendanceFilter" periods={PERIODS_A} />
          <RangeCaption range={data} />
        </div>
        <ReportQueryState
          query={report}
          what="посещаемость"
          skeleton={<Skeleton h={420} radius="md" />}
          emptyText={(d) =>
            d.totals.visits === 0
              ? 'За выбранный период посещений не было. Выберите другие даты.'
              : null
          }
        >
          {(d) => <Attendance report={d} />}
        </ReportQueryState>
      </Stack>
    </>
  );
}

function Attendance({ report }: { report: AttendanceReport }) {
  const period = report.period as Period;
  const peak = report.peakHour;
  const { totals } = report;
  return (
    <Stack gap="md">
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <KpiCard label="Посещения" value={formatCount(report.totals.visits)} note="за период" />
        <KpiCard
          label="Новые клиенты"
          value={formatCount(report.totals.newClients)}
          note="зарегистрированы за период"
        />
        <KpiCard
          label="Пиковый час"
          value={peak ? `${peak.hour}:00–${peak.hour + 1}:00` : '—'}
          note={peak ? `${formatCount(peak.visits)} посещений за период` : undefined}
        />
        <KpiCard
          label="Отказано во входе"
          value={formatCount(totals.refusedUnderAge + totals.refusedRestricted)}
          note={`моложе 21 года: ${formatCount(totals.refusedUnderAge)}, по реестру ограничений: ${formatCount(totals.refusedRestricted)}`}
        />
      </ResponsiveGrid>
      <Card withBorder radius="md" padding="md">
        <Text fw={600} mb="sm">
          Посещения и клиенты
        </Text>
        <BucketChart
          label="Посещения и клиенты"
          period={period}
          unit="count"
          data={report.buckets}
          series={[
            { name: 'visits', label: 'Посещения', color: 'teal.5' },
            { name: 'uniqueClients', label: 'Уникальные клиенты', color: 'blue.4' },
            { name: 'newClients', label: 'Новые клиенты', color: 'brand.6' },
          ]}
        />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm" gap="xs">
          <Text fw={600}>Среднее число посещений по дням недели и часам</Text>
          <Text size="xs" c="dimmed">
            Чем светлее клетка, тем больше посещений; точное число — при наведении
          </Text>
        </Group>
        <ScrollRegion label="Карта посещений">
          <WeekHourHeatmap heatmap={report.heatmap} />
        </ScrollRegion>
      </Card>
      <Card withBorder radius="md" padding={0}>
        <ScrollRegion label="Посещаемость по интервалам" minWidth={760} maxHeight={480}>
          <Table striped stickyHeader aria-label="Посещаемость по интервалам">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{PERIOD_LABELS[period]}</Table.Th>
                <Table.Th {...NUMBERS}>Посещения</Table.Th>
                <Table.Th {...NUMBERS}>Уникальные клиенты</Table.Th>
                <Table.Th {...NUMBERS}>Новые клиенты</Table.Th>
                <Table.Th {...NUMBERS}>Отказано: моложе 21</Table.Th>
                <Table.Th {...NUMBERS}>Отказано: ограничения</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.buckets.map((b) => (
                <Table.Tr key={b.bucket}>
                  <Table.Td>{bucketTitle(period, b.bucket)}</Table.Td>
                  <Table.Td {...NUMBERS}>{formatCount(b.visits)}</Table.Td>
                  <Table.Td {...NUMBERS}>{formatCount(b.uniqueClients)}</Table.Td>
                  <Table.Td {...NUMBERS}>{formatCount(b.newClients)}</Table.Td>
                  <Table.Td {...NUMBERS}>{formatCount(b.refusedUnderAge)}</Table.Td>
                  <Table.Td {...NUMBERS}>{formatCount(b.refusedRestricted)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700} data-testid="attendance-totals">
                <Table.Td>Итого</Table.Td>
                <Table.Td {...NUMBERS}>{formatCount(report.totals.visits)}</Table.Td>
                <Table.Td {...NUMBERS}>—</Table.Td>
                <Table.Td {...NUMBERS}>{formatCount(report.totals.newClients)}</Table.Td>
                <Table.Td {...NUMBERS}>{formatCount(totals.refusedUnderAge)}</Table.Td>
                <Table.Td {...NUMBERS}>{formatCount(totals.refusedRestricted)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollRegion>
      </Card>
    </Stack>
  );
}
