'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { useState } from 'react';
import { may } from '@/lib/shared/access';
import { useAuthStore } from '@/stores/auth-store';
import { deferred } from '../common/deferred';
import { useQuery } from '@tanstack/react-query';
import {
  exportGamingDay,
  gamingDayQuery,
  type GamingDayCash,
  type GamingDayMachine,
} from '@/lib/api/gaming-days';
import { dottedDay } from '@/lib/shared/iso-date';
import { formatMoney } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';
import { QueryLoadError } from '../common/LoadError';
import { ListTable } from '../common/ListTable';
import { Table } from '../common/Table';
import { useHallClock } from '../common/use-hall-clock';
import { ExportMenu } from '../reports/ExportMenu';
import { DayStatus } from './GamingDayStatus';

const NUMBERS = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

/** The differences of cash from the meters that are not nil, in words. */
export function cashDifferences(cash: GamingDayCash) {
  const apart = [
    ['выемка − счётчик купюр', cash.dropDifference],
    ['зачисления − счётчик', cash.creditsDifference],
    ['выплаты − счётчики', cash.handPaysDifference],
  ].filter(([, value]) => value !== '0.00');
  return apart.map(([what, value]) => `${what}: ${formatMoney(value)}`).join('; ');
}

// Reading a machine by hand is rare: its form loads when asked for.
const ManualReadingDialog = deferred(
  () => import('./ManualReadingDialog').then((m) => m.ManualReadingDialog),
  (props) => ({ ...props, machine: null }),
);

const SOURCE: Record<GamingDayMachine['source'], string> = {
  meters: 'по счётчикам',
  manual: 'снято вручную',
  none: 'нет показаний',
};

type Props = { hallId: number; day: string | null; onClose: () => void };

/** One gaming day machine by machine: what each added, how it was read, its late readings. */
export function GamingDayDrawer({ hallId, day, onClose }: Props) {
  return (
    <Drawer
      opened={day !== null}
      onClose={onClose}
      position="right"
      size={1180}
      title={day ? `Игровой день ${dottedDay(day)}` : ''}
    >
      {day && <Machines hallId={hallId} day={day} />}
    </Drawer>
  );
}

function Machines({ hallId, day }: { hallId: number; day: string }) {
  const detail = useQuery(gamingDayQuery(hallId, day));
  const clock = useHallClock();
  const reader = useAuthStore((s) => may(s.role, 'closeGamingDays'));
  const [reading, setReading] = useState<GamingDayMachine | null>(null);
  if (detail.isPending) return <Skeleton h={320} radius="md" />;
  if (detail.isError) return <QueryLoadError query={detail} what="игровой день" />;
  const { day: summary, cash, machines } = detail.data;
  const time = (iso: string) => clock.dateTime(iso);
  const apart = cashDifferences(cash);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          <DayStatus day={summary} /> с {time(summary.startsAt)} до {time(summary.endsAt)}
          {summary.status !== 'closed' && ' — итоги на сейчас, день ещё не закрыт'}
        </Text>
        <ExportMenu download={(format) => exportGamingDay(hallId, day, format)} />
      </Group>
      <ResponsiveGrid cols={{ base: 2, sm: 5 }} aria-label="Итоги игрового дня" role="group">
        <Figure label="Выигрыш по счётчикам" value={summary.figures.meterWin} />
        <Figure label="Выемка" value={cash.drop} />
        <Figure label="Зачислено с касс" value={cash.creditsSold} />
        <Figure label="Выплачено вручную" value={cash.handPays} />
        <Figure label="Выигрыш по наличным" value={cash.cashWin} />
      </ResponsiveGrid>
      <Text size="sm" c={apart ? 'orange.4' : 'dimmed'}>
        {apart ? `Расхождения со счётчиками: ${apart}` : 'Наличные сходятся со счётчиками'}
        {cash.dropPending && '. Ящики, вынутые в этот день, ещё не пересчитаны'}
      </Text>
      <ListTable
        aria-label="Автоматы дня"
        minWidth={1100}
        head={
          <>
            <Table.Th w={220}>Автомат</Table.Th>
            <Table.Th {...NUMBERS}>Игр</Table.Th>
            <Table.Th {...NUMBERS}>Сыграно</Table.Th>
            <Table.Th {...NUMBERS}>Выиграно</Table.Th>
            <Table.Th {...NUMBERS}>Выигрыш</Table.Th>
            <Table.Th {...NUMBERS}>Выемка</Table.Th>
            <Table.Th {...NUMBERS}>Зачислено</Table.Th>
            <Table.Th {...NUMBERS}>Выплачено</Table.Th>
            <Table.Th {...NUMBERS}>По наличным</Table.Th>
          </>
        }
      >
        {machines.map((m) => (
          <Table.Tr key={m.deviceId}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {m.number}
              </Text>
              <Text size="xs" c={m.source === 'none' ? 'orange.4' : 'dimmed'}>
                {m.name} · {SOURCE[m.source]}
              </Text>
              {reader && summary.status !== 'closed' && m.source === 'none' && (
                <Button
                  size="compact-xs"
                  variant="light"
                  mt={4}
                  {...ManualReadingDialog.intent}
                  onClick={() => setReading(m)}
                >
                  {m.manual && !m.manual.confirmedAt ? 'Подтвердить показания' : 'Снять вручную'}
                </Button>
              )}
              {m.manual && (
                <Text size="xs" c="dimmed">
                  сняли вручную: {m.manual.takenBy ?? '—'}
                  {m.manual.confirmedAt
                    ? `, подтвердил ${m.manual.confirmedBy ?? '—'}`
                    : ' — ждёт второго человека'}
                </Text>
              )}
              {cashDifferences(m.cash) && (
                <Text size="xs" c="orange.4">
                  {cashDifferences(m.cash)}
                </Text>
              )}
              {m.adjustments.map((a) => (
                <Text key={a.recordedAt + a.hour} size="xs" c="orange.4">
                  {time(a.recordedAt)}: позднее показание за {time(a.hour)} —{' '}
                  {formatMoney(a.figures.meterWin)}
                </Text>
              ))}
            </Table.Td>
            <Table.Td {...NUMBERS}>{formatCount(m.figures.gamesPlayed)}</Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(m.figures.coinIn)}</Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(m.figures.coinOut)}</Table.Td>
            <Table.Td {...NUMBERS} fw={600}>
              {formatMoney(m.figures.meterWin)}
            </Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(m.cash.drop)}</Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(m.cash.creditsSold)}</Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(m.cash.handPays)}</Table.Td>
            <Table.Td {...NUMBERS} fw={600}>
              {formatMoney(m.cash.cashWin)}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ManualReadingDialog
        key={reading ? `${reading.deviceId}:${reading.manual?.id ?? 'new'}` : 'none'}
        needed={reading !== null}
        hallId={hallId}
        day={day}
        machine={reading}
        onClose={() => setReading(null)}
      />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{formatMoney(value)}</Text>
    </div>
  );
}
