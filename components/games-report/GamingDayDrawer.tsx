'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { gamingDayQuery, type GamingDayMachine } from '@/lib/api/gaming-days';
import { dottedDay } from '@/lib/shared/iso-date';
import { formatMoney } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';
import { QueryLoadError } from '../common/LoadError';
import { ListTable } from '../common/ListTable';
import { Table } from '../common/Table';
import { useHallClock } from '../common/use-hall-clock';
import { DayStatus } from './GamingDayStatus';

const NUMBERS = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

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
      size={980}
      title={day ? `Игровой день ${dottedDay(day)}` : ''}
    >
      {day && <Machines hallId={hallId} day={day} />}
    </Drawer>
  );
}

function Machines({ hallId, day }: { hallId: number; day: string }) {
  const detail = useQuery(gamingDayQuery(hallId, day));
  const clock = useHallClock();
  if (detail.isPending) return <Skeleton h={320} radius="md" />;
  if (detail.isError) return <QueryLoadError query={detail} what="игровой день" />;
  const { day: summary, machines } = detail.data;
  const time = (iso: string) => clock.dateTime(iso);
  return (
    <Stack gap="md">
      <Text size="sm">
        <DayStatus day={summary} /> с {time(summary.startsAt)} до {time(summary.endsAt)}
        {summary.status !== 'closed' && ' — итоги по счётчикам на сейчас, день ещё не закрыт'}
      </Text>
      <ListTable
        aria-label="Автоматы дня"
        minWidth={900}
        head={
          <>
            <Table.Th w={220}>Автомат</Table.Th>
            <Table.Th {...NUMBERS}>Игр</Table.Th>
            <Table.Th {...NUMBERS}>Сыграно</Table.Th>
            <Table.Th {...NUMBERS}>Выиграно</Table.Th>
            <Table.Th {...NUMBERS}>Джекпоты вручную</Table.Th>
            <Table.Th {...NUMBERS}>Выигрыш</Table.Th>
            <Table.Th {...NUMBERS}>Купюры</Table.Th>
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
            <Table.Td {...NUMBERS}>{formatMoney(m.figures.jackpotHandPays)}</Table.Td>
            <Table.Td {...NUMBERS} fw={600}>
              {formatMoney(m.figures.meterWin)}
            </Table.Td>
            <Table.Td {...NUMBERS}>{formatMoney(m.figures.billsIn)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}
