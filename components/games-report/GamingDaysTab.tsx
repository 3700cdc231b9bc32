'use client';

import { Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  closeGamingDay,
  gamingDaysKey,
  gamingDaysQuery,
  type GamingDay,
} from '@/lib/api/gaming-days';
import { failureMessage } from '@/lib/api/messages';
import { may } from '@/lib/shared/access';
import { dottedDay } from '@/lib/shared/iso-date';
import { formatMoney } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';
import { useAuthStore } from '@/stores/auth-store';
import { ListCard, ListCards } from '../common/ListCard';
import { ListTable } from '../common/ListTable';
import { Table } from '../common/Table';
import { useDesktop } from '../common/use-desktop';
import { ReportQueryState } from '../reports/ReportQueryState';
import { GamingDayDrawer } from './GamingDayDrawer';
import { DayStatus } from './GamingDayStatus';

const NUMBERS = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

/** Who closed the day and when, or why it is not closed yet. */
function closedText(day: GamingDay) {
  if (day.status !== 'closed') return day.status === 'open' ? 'день идёт' : 'день кончился';
  return day.closedBy ? `закрыл ${day.closedBy}` : 'закрыт сам';
}

type Props = { hallId: number };

/**
 * «Игровые дни» (decision 065): the hall's latest days with the machines' meters — closed and
 * frozen, or as they stand — each opened machine by machine, an ended day closed by the manager.
 */
export function GamingDaysTab({ hallId }: Props) {
  const days = useQuery(gamingDaysQuery(hallId));
  const desktop = useDesktop();
  const [opened, setOpened] = useState<string | null>(null);
  const mayClose = useAuthStore((s) => may(s.role, 'closeGamingDays'));
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: (day: string) => closeGamingDay(hallId, day),
    onSuccess: (closed) => {
      notifications.show({
        color: 'teal',
        message: `Игровой день ${dottedDay(closed.day.day)} закрыт`,
      });
      void queryClient.invalidateQueries({ queryKey: gamingDaysKey(hallId) });
    },
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
  });
  const actions = (day: GamingDay) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="light" onClick={() => setOpened(day.day)}>
        По автоматам
      </Button>
      {mayClose && day.status === 'awaiting' && (
        <Button
          size="xs"
          variant="default"
          loading={close.isPending && close.variables === day.day}
          onClick={() => close.mutate(day.day)}
        >
          Закрыть день
        </Button>
      )}
    </Group>
  );
  return (
    <>
      <ReportQueryState
        query={days}
        what="игровые дни"
        skeleton={<Skeleton h={420} radius="md" />}
        emptyText={() => null}
      >
        {(d) =>
          desktop ? (
            <Card withBorder radius="md" padding={0}>
              <ListTable
                aria-label="Игровые дни"
                minWidth={1180}
                head={
                  <>
                    <Table.Th w={140}>День</Table.Th>
                    <Table.Th w={150}>Статус</Table.Th>
                    <Table.Th {...NUMBERS}>Автоматов</Table.Th>
                    <Table.Th {...NUMBERS}>Сыграно</Table.Th>
                    <Table.Th {...NUMBERS}>Выиграно</Table.Th>
                    <Table.Th {...NUMBERS}>Джекпоты вручную</Table.Th>
                    <Table.Th {...NUMBERS}>Выигрыш по счётчикам</Table.Th>
                    <Table.Th {...NUMBERS}>Купюры</Table.Th>
                    <Table.Th aria-label="Действия" />
                  </>
                }
              >
                {d.items.map((day) => (
                  <Table.Tr key={day.day}>
                    <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {dottedDay(day.day)}
                      <Text size="xs" c="dimmed" fw={400}>
                        {closedText(day)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <DayStatus day={day} />
                    </Table.Td>
                    <Table.Td {...NUMBERS}>
                      {formatCount(day.machines)}
                      {day.noReading > 0 && (
                        <Text size="xs" c="orange.4">
                          без показаний: {formatCount(day.noReading)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td {...NUMBERS}>{formatMoney(day.figures.coinIn)}</Table.Td>
                    <Table.Td {...NUMBERS}>{formatMoney(day.figures.coinOut)}</Table.Td>
                    <Table.Td {...NUMBERS}>{formatMoney(day.figures.jackpotHandPays)}</Table.Td>
                    <Table.Td {...NUMBERS} fw={600}>
                      {formatMoney(day.figures.meterWin)}
                      {day.adjustments > 0 && (
                        <Text size="xs" c="orange.4" fw={400}>
                          поздние показания: {formatMoney(day.adjusted.meterWin)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td {...NUMBERS}>{formatMoney(day.figures.billsIn)}</Table.Td>
                    <Table.Td>{actions(day)}</Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            </Card>
          ) : (
            <ListCards>
              {d.items.map((day) => (
                <ListCard
                  key={day.day}
                  title={dottedDay(day.day)}
                  badge={<DayStatus day={day} />}
                  actions={actions(day)}
                >
                  <Text size="sm">
                    Выигрыш по счётчикам {formatMoney(day.figures.meterWin)} · сыграно{' '}
                    {formatMoney(day.figures.coinIn)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Автоматов {formatCount(day.machines)}
                    {day.noReading > 0 && `, без показаний ${formatCount(day.noReading)}`} ·{' '}
                    {closedText(day)}
                  </Text>
                </ListCard>
              ))}
            </ListCards>
          )
        }
      </ReportQueryState>
      <GamingDayDrawer hallId={hallId} day={opened} onClose={() => setOpened(null)} />
    </>
  );
}
