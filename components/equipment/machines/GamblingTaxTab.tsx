'use client';

import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Badge, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  exportGamblingTax,
  gamblingTaxQuery,
  lockGamblingTax,
  type GamblingTaxDraft,
} from '@/lib/api/machines';
import { failureMessage } from '@/lib/api/messages';
import { equipmentKey } from '@/lib/api/query-keys';
import { may } from '@/lib/shared/access';
import {
  MONTH_NOTE_LABELS,
  quarterBefore,
  quarterKey,
  quarterLabel,
  quarterMonths,
  quarterOf,
  parseQuarter,
  type Quarter,
} from '@/lib/shared/gambling-tax';
import { dottedDay } from '@/lib/shared/iso-date';
import { formatMoney } from '@/lib/shared/money';
import { MONTH_NAMES } from '@/lib/shared/report-range';
import { useAuthStore } from '@/stores/auth-store';
import { LoadError } from '../../common/LoadError';
import { ScrollRegion } from '../../common/ScrollRegion';
import { Table } from '../../common/Table';
import { useHallClock } from '../../common/use-hall-clock';
import { ExportMenu } from '../../reports/ExportMenu';
import { deferred } from '../../common/deferred';

const MrpDialog = deferred(
  () => import('./MrpDialog').then((m) => m.MrpDialog),
  (props) => ({ ...props, opened: false }),
);

/** The current quarter and the seven before it, newest first. */
function recentQuarters(today: string): Quarter[] {
  const out: Quarter[] = [quarterOf(today)];
  while (out.length < 8) out.push(quarterBefore(out.at(-1)!));
  return out;
}

const monthName = (month: string) => MONTH_NAMES[Number(month.slice(5, 7)) - 1];

/** The hall's quarter of the tax on gambling business (decision 069): the draft, its versions. */
export function GamblingTaxTab({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const quarters = useMemo(() => recentQuarters(clock.today()), [clock]);
  // The last ended quarter is the one a declaration is being prepared for.
  const [quarter, setQuarter] = useState(quarterKey(quarters[1]));
  const draft = useQuery(gamblingTaxQuery(hallId, quarter));
  const filer = useAuthStore((s) => may(s.role, 'fileMachines'));
  const [settingMrp, setSettingMrp] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Квартал"
          w={220}
          allowDeselect={false}
          data={quarters.map((q) => ({ value: quarterKey(q), label: quarterLabel(q) }))}
          value={quarter}
          onChange={(value) => value && setQuarter(value)}
        />
        {filer && (
          <Button variant="default" {...MrpDialog.intent} onClick={() => setSettingMrp(true)}>
            МРП и ставка
          </Button>
        )}
      </Group>
      {filer && (
        <MrpDialog
          needed={settingMrp}
          hallId={hallId}
          opened={settingMrp}
          onClose={() => setSettingMrp(false)}
        />
      )}
      {draft.isError ? (
        <LoadError
          title="Не удалось рассчитать налог"
          error={draft.error}
          onRetry={() => draft.refetch()}
        />
      ) : !draft.data ? (
        <Skeleton h={320} />
      ) : (
        <QuarterView hallId={hallId} draft={draft.data} />
      )}
    </Stack>
  );
}

function statusOf(d: GamblingTaxDraft) {
  const last = d.filings[0];
  if (!d.ended) return <Badge color="blue">Квартал идёт</Badge>;
  if (d.overdue) return <Badge color="red">Не зафиксирован, срок прошёл</Badge>;
  if (!last) return <Badge color="orange">Черновик</Badge>;
  if (d.changedSinceFiling)
    return <Badge color="orange">Изменён после версии {last.version}</Badge>;
  return <Badge color="teal">Зафиксирован, версия {last.version}</Badge>;
}

function QuarterView({ hallId, draft }: { hallId: number; draft: GamblingTaxDraft }) {
  const queryClient = useQueryClient();
  const clock = useHallClock();
  const filer = useAuthStore((s) => may(s.role, 'fileMachines'));
  const q = parseQuarter(draft.quarter)!;
  const months = quarterMonths(q);
  const lock = useMutation({
    mutationFn: () => lockGamblingTax(hallId, draft.quarter),
    onSuccess: (saved) => {
      queryClient.setQueryData(gamblingTaxQuery(hallId, draft.quarter).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: equipmentKey(hallId) });
      notifications.show({
        color: 'teal',
        message: `${quarterLabel(q)} зафиксирован: версия ${saved.filings[0].version}`,
      });
    },
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
  });
  const canLock = filer && draft.ended && (draft.filings.length === 0 || draft.changedSinceFiling);
  return (
    <Stack gap="md">
      <Card withBorder radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={3} size="h4">
                {formatMoney(draft.total)}
              </Title>
              {statusOf(draft)}
            </Group>
            <Text size="sm">
              Объектов: {draft.objects.length} · ставка {draft.rateMrp ?? '—'} МРП в месяц · МРП{' '}
              {draft.mrp === null ? 'не задан' : formatMoney(`${draft.mrp}.00`)}
            </Text>
            <Text size="sm">
              Декларация (форма 710.00 с приложением 710.01) — до {dottedDay(draft.declarationDue)},
              уплата — до {dottedDay(draft.paymentDue)}
            </Text>
            <Text size="xs" c="dimmed">
              МРП: {draft.mrpSource || '—'}. Ставка: {draft.rateSource || '—'}
            </Text>
            {draft.unregistered > 0 && (
              <Text size="sm" c="red">
                Без регистрации в налоговом органе: {draft.unregistered}
              </Text>
            )}
            {draft.inAndOut > 0 && (
              <Text size="sm" c="orange">
                Установлены и выбыли в одном месяце: {draft.inAndOut} — взята полная ставка
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {canLock && (
              <Button loading={lock.isPending} onClick={() => lock.mutate()}>
                {draft.filings.length
                  ? `Зафиксировать версию ${draft.filings[0].version + 1}`
                  : 'Зафиксировать'}
              </Button>
            )}
            <ExportMenu download={(format) => exportGamblingTax(hallId, draft.quarter, format)} />
          </Group>
        </Group>
      </Card>
      {draft.filings.length > 0 && (
        <Card withBorder radius="md" padding="sm">
          <Text fw={600} size="sm" mb={4}>
            Зафиксированные версии
          </Text>
          {draft.filings.map((f) => (
            <Group key={f.version} justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">
                Версия {f.version}: {formatMoney(f.total)}, объектов {f.objects} —{' '}
                {f.lockedBy ?? '—'}, {clock.dateTime(f.lockedAt)}
              </Text>
              <ExportMenu
                download={(format) => exportGamblingTax(hallId, draft.quarter, format, f.version)}
              />
            </Group>
          ))}
        </Card>
      )}
      {draft.objects.length === 0 ? (
        <Text c="dimmed">В этом квартале в зале не было автоматов в эксплуатации.</Text>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <ScrollRegion label="Объекты налогообложения" minWidth={900}>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Автомат</Table.Th>
                  <Table.Th>Регистрация</Table.Th>
                  <Table.Th>Установлен</Table.Th>
                  <Table.Th>Выбыл</Table.Th>
                  {months.map((m) => (
                    <Table.Th key={m} ta="right">
                      {monthName(m)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">За квартал</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draft.objects.map((o) => (
                  <Table.Tr key={o.deviceId}>
                    <Table.Td>
                      <Text size="sm">{o.number}</Text>
                      <Text size="xs" c="dimmed">
                        {o.model}, № {o.serial}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {o.taxRegNo ? (
                        `${o.taxRegNo}${o.taxRegDate ? ` от ${dottedDay(o.taxRegDate)}` : ''}`
                      ) : (
                        <Text span c="red" size="sm">
                          нет
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{dottedDay(o.inServiceFrom)}</Table.Td>
                    <Table.Td>{o.outOfServiceOn ? dottedDay(o.outOfServiceOn) : '—'}</Table.Td>
                    {months.map((m) => {
                      const share = o.months.find((s) => s.month === m);
                      return (
                        <Table.Td
                          key={m}
                          ta="right"
                          style={{ whiteSpace: 'nowrap' }}
                          title={share?.note ? MONTH_NOTE_LABELS[share.note] : undefined}
                        >
                          {share ? formatMoney(share.amount) : '—'}
                          {share?.halves === 1 && ' (½)'}
                          {share?.note === 'in_and_out' && ' ⚑'}
                        </Table.Td>
                      );
                    })}
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(o.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Card>
      )}
    </Stack>
  );
}
