'use client';

import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { may } from '@/lib/access';
import { exportGamesReport, gamesReportQuery } from '@/lib/api/reports';
import { GAME_CATEGORIES, GAME_CATEGORY_LABELS, type GameCategory } from '@/lib/games';
import { useAuthStore } from '@/stores/auth-store';
import { deferred } from '../common/deferred';
import { findDraft } from '../common/use-form-draft';
import { HallRequired } from '../common/HallRequired';
import { ScreenHeader } from '../common/ScreenHeader';
import { lazyChart } from '../reports/charts';
import { ExportMenu } from '../reports/ExportMenu';
import { RangeCaption } from '../reports/RangeCaption';
import { ReportQueryState } from '../reports/ReportQueryState';
import { useReportParams } from '../reports/use-report-params';
import { GamesReportFilter } from './GamesReportFilter';
import { GamesTable } from './GamesTable';

const TITLE = 'Отчёт по играм';
const BucketChart = lazyChart(() =>
  import('../reports/charts/BucketChart').then((m) => m.BucketChart),
);

const GameCatalogueDrawer = deferred(
  () => import('./GameCatalogueDrawer').then((m) => m.GameCatalogueDrawer),
  (props) => ({ ...props, opened: false }),
);

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
  const report = useQuery({ ...gamesReportQuery(hallId, filter), enabled: valid });
  const data = report.data;
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
              onClick={() => setCatalogue(true)}
            >
              Каталог игр
            </Button>
          )}
          <ExportMenu
            download={(format) => exportGamesReport(hallId, filter, format)}
            disabled={!valid}
          />
        </Group>
      </ScreenHeader>
      <Stack gap="md">
        <div>
          <GamesReportFilter />
          {data ? <RangeCaption period={data.period} from={data.from} to={data.to} /> : null}
        </div>
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
              <Card withBorder radius="md" padding="md">
                <Text fw={600} mb="sm">
                  Доход по категориям
                </Text>
                <BucketChart
                  period={d.period}
                  unit="money"
                  stacked
                  data={d.series.map((s) => ({
                    bucket: s.bucket,
                    ...Object.fromEntries(GAME_CATEGORIES.map((c) => [c, Number(s[c])])),
                  }))}
                  series={GAME_CATEGORIES.filter((c) => d.rows.some((r) => r.category === c)).map(
                    (c) => ({ name: c, label: GAME_CATEGORY_LABELS[c], color: CATEGORY_COLORS[c] }),
                  )}
                />
              </Card>
            </Stack>
          )}
        </ReportQueryState>
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
