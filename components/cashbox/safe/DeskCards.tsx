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
import { REGISTER_SHIFT_OVER_24_HOURS } from '@/lib/shared/fiscal';
import { askToConfirm } from '../../common/confirm';
import { useHallClock } from '../../common/use-hall-clock';
import { CloseShiftDialog } from '../CloseShiftDialog';
import { DeskDialog } from './DeskDialog';
import { deferred } from '../../common/deferred';
import { useAuthStore } from '@/stores/auth-store';
import { may } from '@/lib/shared/access';

// Set up once in a while, by head office or the manager: loaded when asked for.
const RegisterDialog = deferred(
  () => import('./RegisterDialog').then((m) => m.RegisterDialog),
  (props) => ({ ...props, desk: null }),
);
const XReportDialog = deferred(
  () => import('./XReportDialog').then((m) => m.XReportDialog),
  (props) => ({ ...props, desk: null }),
);

/** The desk's register as a line of its card: which one, and what waits or went wrong. */
function RegisterLine({ desk }: { desk: CashDesk }) {
  if (desk.kind === 'safe') return null;
  const register = desk.fiscal;
  if (!register) {
    return (
      <Text size="sm" c="dimmed">
        Без кассы ККМ: продажи без фискального чека
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">
        Касса ККМ {register.cashboxUniqueNumber}
        {register.registrationNumber ? ` · РНМ ${register.registrationNumber}` : ''}
      </Text>
      {register.signInRefused && (
        <Text size="sm" c="red">
          Касса ККМ отказала во входе: головной офис вводит учётные данные заново
        </Text>
      )}
      {register.held && (
        <Text size="sm" c="orange.4">
          {register.held.code === REGISTER_SHIFT_OVER_24_HOURS
            ? 'Смена кассы ККМ дольше 24 часов: закройте смену — Z-отчёт уйдёт первым, за ним чеки'
            : `Касса ККМ держит чеки: ${register.held.error}`}
        </Text>
      )}
      {register.pending > 0 && (
        <Text size="sm" c="yellow.8">
          Ждут отправки в кассу ККМ: {register.pending}
        </Text>
      )}
    </Stack>
  );
}

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
  const [registering, setRegistering] = useState<CashDesk | null>(null);
  const [reading, setReading] = useState<CashDesk | null>(null);
  const linker = useAuthStore((s) => may(s.role, 'linkRegisters'));
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
              <RegisterLine desk={desk} />
              <Group gap="xs" mt={4}>
                <Button size="compact-sm" variant="subtle" onClick={() => setEditing(desk)}>
                  Изменить
                </Button>
                {linker && desk.kind !== 'safe' && !desk.retired && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    {...RegisterDialog.intent}
                    onClick={() => setRegistering(desk)}
                  >
                    Касса ККМ
                  </Button>
                )}
                {desk.fiscal && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={`X-отчёт кассы ККМ «${desk.name}»`}
                    {...XReportDialog.intent}
                    onClick={() => setReading(desk)}
                  >
                    X-отчёт
                  </Button>
                )}
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
      <RegisterDialog
        needed={registering !== null}
        hallId={hallId}
        desk={registering}
        onClose={() => setRegistering(null)}
      />
      <XReportDialog
        needed={reading !== null}
        hallId={hallId}
        desk={reading}
        onClose={() => setReading(null)}
      />
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
