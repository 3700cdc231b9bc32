'use client';

import { Card, Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dashboardQuery, type DashboardReport } from '@/lib/api/reports';
import { PERIODS_A } from '@/lib/periods';
import { HallRequired } from '../common/HallRequired';
import { LoadError } from '../common/LoadError';
import { PeriodFilter } from '../common/PeriodFilter';
import { ScreenHeader } from '../common/ScreenHeader';
import { BucketChart, TopGamesBars } from '../reports/charts';
import { RangeCaption } from '../reports/RangeCaption';
import { useReportParams } from '../reports/use-report-params';
import { CashKpi, EquipmentKpi } from './HallStateCards';
import { KpiCard } from './KpiCard';
import { reportKpis } from './kpis';
import { LastOperations } from './LastOperations';
import { PhoneRequestsCard } from './PhoneRequestsCard';

export function DashboardScreen() {
  return (
    <HallRequired title="Дашборд">
      {(hallId) => <HallDashboard key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

const KPI_LABELS = ['Ставки', 'Выигрыши', 'Доход', 'RTP', 'Посещения', 'Новые клиенты'];

function HallDashboard({ hallId }: { hallId: number }) {
  const { params, valid } = useReportParams('dashboardFilter');
  const report = useQuery({ ...dashboardQuery(hallId, params), enabled: valid });
  const data = report.data;
  const kpis = data ? reportKpis(data.kpis) : null;

  return (
    <>
      <ScreenHeader title="Дашборд" />
      <Stack gap="md">
        <div>
          <PeriodFilter filterKey="dashboardFilter" periods={PERIODS_A} />
          {data ? <RangeCaption period={data.period} from={data.from} to={data.to} /> : null}
        </div>
        {report.isError && !data ? (
          <LoadError
            title="Не удалось загрузить показатели"
            error={report.error}
            onRetry={() => report.refetch()}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {kpis
            ? kpis.map((kpi) => <KpiCard key={kpi.label} {...kpi} />)
            : KPI_LABELS.map((label) => (
                <KpiCard key={label} label={label} value={report.isError ? '—' : null} />
              ))}
          <CashKpi hallId={hallId} />
          <EquipmentKpi hallId={hallId} />
        </SimpleGrid>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ChartCard title="Ставки и доход">
              {data ? (
                <BucketChart
                  period={data.period}
                  unit="money"
                  data={data.series.map((p) => ({
                    bucket: p.bucket,
                    bets: Number(p.bets),
                    ggr: Number(p.ggr),
                  }))}
                  series={[
                    { name: 'bets', label: 'Ставки', color: 'blue.5' },
                    { name: 'ggr', label: 'Доход', color: 'brand.6' },
                  ]}
                />
              ) : null}
            </ChartCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ChartCard title="Топ игр по доходу">
              {data ? <TopGames games={data.topGames} /> : null}
            </ChartCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ChartCard title="Посещения по часам">
              {data ? (
                <BucketChart
                  period="hourly"
                  unit="count"
                  data={data.visitsByHour.map((visits, hour) => ({
                    bucket: String(hour).padStart(2, '0'),
                    visits,
                  }))}
                  series={[{ name: 'visits', label: 'Посещения', color: 'teal.5' }]}
                />
              ) : null}
            </ChartCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <PhoneRequestsCard hallId={hallId} />
              <LastOperations hallId={hallId} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}

function TopGames({ games }: { games: DashboardReport['topGames'] }) {
  if (games.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        За период ставок не было.
      </Text>
    );
  }
  return <TopGamesBars games={games} />;
}

/** A titled card whose chart shows a skeleton until the report arrives. */
function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {children ?? <Skeleton h={280} radius="md" />}
    </Card>
  );
}
