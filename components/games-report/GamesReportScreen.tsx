'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Button, Card, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { may } from '@/lib/shared/access';
import { exportMachinesReport, type MachinesReportParams } from '@/lib/api/machines-report';
import { exportGamesReport, gamesReportQuery } from '@/lib/api/reports';
import { GAME_CATEGORIES, GAME_CATEGORY_LABELS, type GameCategory } from '@/lib/shared/games';
import { SCREEN_TAB_KEYS } from '@/lib/browser/storage-keys';
import { useAuthStore } from '@/stores/auth-store';
import { deferred } from '../common/deferred';
import { findDraft } from '../common/use-form-draft';
import { HallRequired } from '../common/HallRequired';
import { ScreenHeader } from '../common/ScreenHeader';
import { lazyChart } from '../reports/charts';
import { BUCKET_CHART } from '../reports/charts/chart-scale';
import { ClosedDaysCard } from '../reports/ClosedDaysCard';
import { ExportMenu } from '../reports/ExportMenu';
import { RangeCaption } from '../reports/RangeCaption';
import { ReportQueryState } from '../reports/ReportQueryState';
import { useReportParams } from '../reports/use-report-params';
import { GamesReportFilter } from './GamesReportFilter';
import { GamesTable } from './GamesTable';

const TITLE = 'Отчёт по играм';
const BucketChart = lazyChart(
  () => import('../reports/charts/BucketChart').then((m) => m.BucketChart),
  BUCKET_CHART.plot + BUCKET_CHART.legend,
);

const GameCatalogueDrawer = deferred(
  () => import('./GameCatalogueDrawer').then((m) => m.GameCatalogueDrawer),
  (props) => ({ ...props, opened: false }),
);

// The machines' report is the regulators' and the floor manager's, not every visit's: its code
// loads with its tab.
const MachinesTab = deferred(
  () => import('./MachinesTab').then((m) => m.MachinesTab),
  (props) => props,
);

// The gaming days are the accountant's and the manager's close: their code loads with their tab.
const GamingDaysTab = deferred(
  () => import('./GamingDaysTab').then((m) => m.GamingDaysTab),
  (props) => props,
);

type MachineOrder = Pick<MachinesReportParams, 'sort' | 'order' | 'page'>;

const CATEGORY_COLORS: Record<GameCategory, string> = {
  slots: 'brand.6',
  roulette: 'red.5',
  bingo: 'teal.5',
  lottery: 'violet.4',
  cards: 'blue.4',
  new: 'gray.5',
};

export function GamesReportScreen() {
  return (
    <HallRequired title={TITLE}>
      {(hallId) => <HallGamesReport key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

function HallGamesReport({ hallId }: { hallId: number }) {
  const { values, params, valid } = useReportParams('gamesReportFilter');
  const filter = {
    ...params,
    games: values.games.map(Number),
    category: values.category as GameCategory | null,
  };
  const [tab, setTab] = useSessionStorage({
    key: SCREEN_TAB_KEYS.gamesReport,
    defaultValue: 'games',
  });
  const machinesShown = tab === 'machines';
  const daysShown = tab === 'days';
  const report = useQuery({
    ...gamesReportQuery(hallId, filter),
    enabled: valid && !machinesShown && !daysShown,
  });
  const data = report.data;
  // The machines' order is kept here, so that the download follows it; a new filter starts at
  // the first page.
  const filterKey = JSON.stringify(filter);
  const [order, setOrder] = useState<MachineOrder & { filterKey: string }>({
    sort: 'number',
    order: 'asc',
    page: 1,
    filterKey,
  });
  const machines: MachinesReportParams = {
    ...filter,
    sort: order.sort,
    order: order.order,
    page: order.filterKey === filterKey ? order.page : 1,
  };
  const headOffice = useAuthStore((s) => may(s.role, 'editGameCatalogue'));
  // An unsent game (an expired session, a reload) opens the catalogue again.
  const [catalogue, setCatalogue] = useState(() => findDraft('game:') !== null);

  return (
    <>
      <ScreenHeader title={TITLE}>
        <Group gap="sm">
          {headOffice && (
            <Button
              variant="default"
              leftSection={<IconListDetails size={18} />}
              {...GameCatalogueDrawer.intent}
              onClick={() => setCatalogue(true)}
            >
              Каталог игр
            </Button>
          )}
          {!daysShown && (
            <ExportMenu
              download={(format) =>
                machinesShown
                  ? exportMachinesReport(hallId, machines, format)
                  : exportGamesReport(hallId, filter, format)
              }
              disabled={!valid}
            />
          )}
        </Group>
      </ScreenHeader>
      <Stack gap="md">
        {!daysShown && (
          <div>
            <GamesReportFilter />
            {machinesShown ? null : <RangeCaption range={data} />}
          </div>
        )}
        <Tabs value={tab} onChange={(next) => setTab(next ?? 'games')} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="games">По играм</Tabs.Tab>
            <Tabs.Tab value="machines" {...MachinesTab.intent}>
              По автоматам
            </Tabs.Tab>
            <Tabs.Tab value="days" {...GamingDaysTab.intent}>
              Игровые дни
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="games">
            <ReportQueryState
              query={report}
              what="отчёт по играм"
              skeleton={<Skeleton h={420} radius="md" />}
              emptyText={(d) =>
                d.totals.betsCount === 0
                  ? 'За выбранный период по этим играм ставок не было. Выберите другие даты или игры.'
                  : null
              }
            >
              {(d) => (
                <Stack gap="md">
                  <Card withBorder radius="md" padding={0}>
                    <GamesTable report={d} />
                  </Card>
                  <ClosedDaysCard days={d.gamingDays} />
                  <Card withBorder radius="md" padding="md">
                    <Text fw={600} mb="sm">
                      Доход по категориям
                    </Text>
                    <BucketChart
                      label="Доход по категориям"
                      period={d.period}
                      unit="money"
                      stacked
                      data={d.series.map((s) => ({
                        bucket: s.bucket,
                        ...Object.fromEntries(GAME_CATEGORIES.map((c) => [c, Number(s[c])])),
                      }))}
                      series={GAME_CATEGORIES.filter((c) =>
                        d.rows.some((r) => r.category === c),
                      ).map((c) => ({
                        name: c,
                        label: GAME_CATEGORY_LABELS[c],
                        color: CATEGORY_COLORS[c],
                      }))}
                    />
                  </Card>
                </Stack>
              )}
            </ReportQueryState>
          </Tabs.Panel>
          <Tabs.Panel value="machines">
            <MachinesTab
              needed
              hallId={hallId}
              params={machines}
              enabled={valid}
              onChange={(change) => setOrder({ ...machines, ...change, filterKey })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="days">
            <GamingDaysTab needed hallId={hallId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {headOffice && (
        <GameCatalogueDrawer
          needed={catalogue}
          opened={catalogue}
          onClose={() => setCatalogue(false)}
        />
      )}
    </>
  );
}
