'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CashDesk, ShiftReport } from '@/lib/api/cashbox';
import { updateDesk } from '@/lib/api/cash-desks';
import { rowActionFailure } from '@/lib/api/messages';
import { cashboxKey } from '@/lib/api/query-keys';
import { DESK_KIND_LABELS, shownCash } from '@/lib/shared/cash-desks';
import { formatMoney } from '@/lib/shared/money';
import { askToConfirm } from '../../common/confirm';
import { useHallClock } from '../../common/use-hall-clock';
import { CloseShiftDialog } from '../CloseShiftDialog';
import { DeskDialog } from './DeskDialog';

type Props = {
  hallId: number;
  desks: CashDesk[];
  onClosedShift: (report: ShiftReport) => void;
};

/** The hall's windows and bars: who holds each, its cash against its working capital. */
export function DeskCards({ hallId, desks, onClosedShift }: Props) {
  const clock = useHallClock();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CashDesk | 'new' | null>(null);
  const [closing, setClosing] = useState<CashDesk | null>(null);
  const retire = useMutation({
    mutationFn: (desk: CashDesk) =>
      updateDesk(hallId, desk.id, { version: desk.version, retired: !desk.retired }),
    onError: (error) => notifications.show({ color: 'red', message: rowActionFailure(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) }),
  });
  const askRetire = (desk: CashDesk) =>
    askToConfirm({
      title: desk.retired ? 'Вернуть кассу в работу?' : 'Вывести кассу из работы?',
      children: desk.retired
        ? `«${desk.name}» снова можно будет открыть.`
        : `«${desk.name}» нельзя будет открыть; её история останется в журнале.`,
      labels: { confirm: desk.retired ? 'Вернуть' : 'Вывести', cancel: 'Отмена' },
      onConfirm: () => retire.mutate(desk),
    });

  return (
    <Stack gap="sm" mb="lg">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Кассы зала
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          Добавить кассу
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {desks.map((desk) => (
          <Card
            key={desk.id}
            withBorder
            padding="md"
            data-testid="desk-card"
            opacity={desk.retired ? 0.6 : 1}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{desk.name}</Text>
                <Group gap={4}>
                  <Badge variant="light" color="gray">
                    {DESK_KIND_LABELS[desk.kind]}
                  </Badge>
                  {desk.retired && <Badge color="gray">Выведена</Badge>}
                  {desk.overCapital && <Badge color="orange">Излишек — в сейф</Badge>}
                </Group>
              </Group>
              <Text size="sm">
                {desk.shift
                  ? `Смену ведёт ${desk.shift.heldBy ?? 'сотрудник без доступа'} с ${clock.dateTime(desk.shift.openedAt)}`
                  : 'Закрыта'}
              </Text>
              <Text size="sm" c="dimmed">
                Наличные: {shownCash(desk.balance)}
                {desk.workingCapital
                  ? ` · рабочий остаток ${formatMoney(desk.workingCapital)}`
                  : ''}
              </Text>
              <Group gap="xs" mt={4}>
                <Button size="compact-sm" variant="subtle" onClick={() => setEditing(desk)}>
                  Изменить
                </Button>
                {desk.shift && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => setClosing(desk)}
                  >
                    Закрыть смену
                  </Button>
                )}
                {!desk.shift && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="gray"
                    onClick={() => askRetire(desk)}
                  >
                    {desk.retired ? 'Вернуть в работу' : 'Вывести из работы'}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {editing && (
        <DeskDialog
          hallId={hallId}
          desk={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {closing?.shift && (
        <CloseShiftDialog
          hallId={hallId}
          shift={{ id: closing.shift.id, deskName: closing.name, heldBy: closing.shift.heldBy }}
          forSomeoneElse
          opened
          onClose={() => setClosing(null)}
          onClosed={(report) => {
            setClosing(null);
            onClosedShift(report);
          }}
        />
      )}
    </Stack>
  );
}
