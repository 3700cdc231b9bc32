'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { dashboardQuery, type DashboardReport } from '@/lib/api/reports';
import { PERIODS_A } from '@/lib/shared/periods';
import { LEGAL_RTP_MIN } from '@/lib/shared/licence';
import { formatChartMoney, formatCount, formatPercent } from '@/lib/shared/report-format';
import { bucketLabel } from '@/lib/shared/report-range';
import { HallRequired } from '../common/HallRequired';
import { LoadError } from '../common/LoadError';
import { PeriodFilter } from '../common/PeriodFilter';
import { ScreenHeader } from '../common/ScreenHeader';
import { lazyChart } from '../reports/charts';
import { RangeCaption } from '../reports/RangeCaption';
import { FIX_DATES, isWaitingForFilter } from '../reports/ReportQueryState';
import { useReportParams } from '../reports/use-report-params';
import { CashKpi, EquipmentKpi } from './HallStateCards';
import { ClosedDaysCard } from '../reports/ClosedDaysCard';
import { KpiCard } from '../reports/KpiCard';
import { reportKpis } from './kpis';
import { LastOperations } from './LastOperations';
import { PhoneRequestsCard } from './PhoneRequestsCard';
import { ExceptionsCard } from '../reports/exceptions/ExceptionsCard';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { KeptNote, isKept } from '../common/KeptNote';
import classes from './DashboardScreen.module.css';

export function DashboardScreen() {
  return (
    <HallRequired title="Дашборд">
      {(hallId) => <HallDashboard key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

const HeatStrip = lazyChart(() => import('../reports/charts/HeatStrip').then((m) => m.HeatStrip));
const TopGamesBars = lazyChart(() =>
  import('../reports/charts/TopGamesBars').then((m) => m.TopGamesBars),
);

const KPI_LABELS = ['Ставки', 'Выигрыши', 'Доход', 'RTP', 'Посещения', 'Новые клиенты'];

// The parts that read their own data are not drawn again when the report's figures come.
const Filter = memo(PeriodFilter);
const HallState = memo(function HallState({ hallId }: { hallId: number }) {
  return (
    <>
      <CashKpi hallId={hallId} />
      <EquipmentKpi hallId={hallId} />
    </>
  );
});
const Exceptions = memo(ExceptionsCard);
const Operations = memo(LastOperations);
const PhoneRequests = memo(PhoneRequestsCard);

function HallDashboard({ hallId }: { hallId: number }) {
  const { params, valid } = useReportParams('dashboardFilter');
  const report = useQuery({ ...dashboardQuery(hallId, params), enabled: valid });
  // The figures are drawn in a transition, in slices, so that their arrival never blocks a tap.
  const data = useDeferredValue(report.data);
  const kpis = data ? reportKpis(data.kpis, data.previous.untilHour) : null;
  const waiting = !data && isWaitingForFilter(report);
  const kept = isKept(report);

  return (
    <>
      <ScreenHeader title="Дашборд" />
      <Stack gap="md">
        <div>
          <Filter filterKey="dashboardFilter" periods={PERIODS_A} />
          <RangeCaption range={data} />
          <KeptNote query={report} />
        </div>
        {report.isError && !data ? (
          <LoadError
            title="Не удалось загрузить показатели"
            error={report.error}
            onRetry={() => report.refetch()}
          />
        ) : null}
        <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {kpis
            ? kpis.map((kpi) => <KpiCard key={kpi.label} {...kpi} kept={kept} />)
            : KPI_LABELS.map((label) => (
                <KpiCard key={label} label={label} value={report.isError || waiting ? '—' : null} />
              ))}
          <HallState hallId={hallId} />
        </ResponsiveGrid>
        {data && data.gamesBelowLegalRtp.length > 0 && (
          <IllegalRtpGames games={data.gamesBelowLegalRtp} />
        )}
        <Exceptions hallId={hallId} />
        <div className={classes.columns}>
          <Stack gap="md">
            <ChartCard title="Ставки и доход" waiting={waiting}>
              {data ? (
                <HeatStrip
                  aria-label="Ставки и доход по интервалам"
                  columns={data.series.map((p) => bucketLabel(data.period, p.bucket))}
                  rows={[
                    {
                      label: 'Ставки',
                      values: data.series.map((p) => Number(p.bets)),
                      format: formatChartMoney,
                    },
                    {
                      label: 'Доход',
                      values: data.series.map((p) => Number(p.ggr)),
                      format: formatChartMoney,
                    },
                  ]}
                />
              ) : null}
            </ChartCard>
            <ChartCard title="Посещения по часам" waiting={waiting}>
              {data ? (
                <HeatStrip
                  aria-label="Посещения по часам"
                  columns={data.visitsByHour.map((_, hour) => `${hour}:00`)}
                  rows={[{ label: 'Посещения', values: data.visitsByHour, format: formatCount }]}
                />
              ) : null}
            </ChartCard>
          </Stack>
          <ChartCard title="Топ игр по доходу" waiting={waiting}>
            {data ? <TopGames games={data.topGames} /> : null}
          </ChartCard>
          <Operations hallId={hallId} />
          <PhoneRequests />
        </div>
        {data && <ClosedDaysCard days={data.gamingDays} />}
      </Stack>
    </>
  );
}

/** The catalogue's games the law no longer allows, named until head office changes them. */
function IllegalRtpGames({ games }: { games: DashboardReport['gamesBelowLegalRtp'] }) {
  return (
    <Card withBorder padding="sm" role="alert">
      <Text size="sm" c="red.4">
        RTP ниже {LEGAL_RTP_MIN} % запрещён (ст. 12 Закона «Об игорном бизнесе»):{' '}
        {games.map((g) => `${g.name}, ${formatPercent(g.theoreticalRtp)}`).join('; ')}
      </Text>
    </Card>
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
function ChartCard({
  title,
  waiting,
  children,
}: {
  title: string;
  /** The dates do not fit the period: say so instead of a skeleton. */
  waiting: boolean;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {children ??
        (waiting ? (
          <Text size="sm" c="dimmed">
            {FIX_DATES}
          </Text>
        ) : (
          <Skeleton h={80} radius="md" />
        ))}
    </Card>
  );
}
