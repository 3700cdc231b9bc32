'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dropQuery, dropsQuery, type Drop } from '@/lib/api/drops';
import { hallsQuery } from '@/lib/api/halls';
import { may } from '@/lib/shared/access';
import { DROP_STATUS_LABELS } from '@/lib/shared/drops';
import { formatMoney } from '@/lib/shared/money';
import { useAuthStore } from '@/stores/auth-store';
import { QueryLoadError } from '../../common/LoadError';
import { ListTable } from '../../common/ListTable';
import { Table } from '../../common/Table';
import { useHallClock } from '../../common/use-hall-clock';
import { deferred } from '../../common/deferred';
import { DropDrawer } from './DropDrawer';

const CollectDropDialog = deferred(
  () => import('./CollectDropDialog').then((m) => m.CollectDropDialog),
  (props) => ({ ...props, opened: false }),
);
const DropCountDialog = deferred(
  () => import('./DropCountDialog').then((m) => m.DropCountDialog),
  (props) => ({ ...props, drop: null }),
);

const NUMBERS = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

/** Where a counted drop's cash is: in the safe, on its way, or nowhere (the boxes were empty). */
const whereCash = (drop: Drop) =>
  drop.status !== 'counted'
    ? DROP_STATUS_LABELS[drop.status]
    : !drop.transfer
      ? 'Ящики пусты'
      : drop.transfer.status === 'accepted'
        ? 'В сейфе'
        : 'В пути в сейф';

/**
 * «Выемка»: the machines' boxes taken out by two, counted blind by two, into the safe; each drop
 * against the bill meters once its count agreed (decision 066).
 */
const NO_DAYS: number[] = [];
const WEEKDAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

/** The hall's drop schedule in words. */
const scheduleLine = (days: number[]) =>
  days.length
    ? `По графику зала: ${days.map((d) => WEEKDAYS[d - 1]).join(', ')}; пропущенная выемка — отклонение.`
    : 'График выемок не задан: выемка по требованию (дни выемки — в настройках зала).';

export function DropsTab({ hallId }: { hallId: number }) {
  const drops = useQuery(dropsQuery(hallId));
  const runner = useAuthStore((s) => may(s.role, 'runDrops'));
  const clock = useHallClock();
  const halls = useQuery(hallsQuery());
  const schedule = halls.data?.find((hall) => hall.id === hallId)?.dropWeekdays ?? NO_DAYS;
  const [collecting, setCollecting] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  if (drops.isPending) return <Skeleton h={220} />;
  if (drops.isError) return <QueryLoadError query={drops} what="выемки" />;
  const open = drops.data.items.find((d) => d.status !== 'counted');
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2} size="h4">
            Выемка из автоматов
          </Title>
          <Text size="sm" c="dimmed">
            {scheduleLine(schedule)}
          </Text>
        </div>
        {runner && (
          <Button
            {...CollectDropDialog.intent}
            disabled={open !== undefined}
            onClick={() => setCollecting(true)}
          >
            Вынуть ящики
          </Button>
        )}
      </Group>
      {open && <OpenDrop hallId={hallId} drop={open} />}
      {drops.data.items.length === 0 ? (
        <Text c="dimmed">
          Выемок ещё не было. Ящики купюроприёмников вынимают двое, пересчитывают двое, не видя
          счётчиков; деньги уходят в сейф.
        </Text>
      ) : (
        <ListTable
          aria-label="Выемки"
          minWidth={820}
          head={
            <>
              <Table.Th>№</Table.Th>
              <Table.Th>Вынута</Table.Th>
              <Table.Th>Кто вынул</Table.Th>
              <Table.Th {...NUMBERS}>Ящиков</Table.Th>
              <Table.Th {...NUMBERS}>Пересчитано</Table.Th>
              <Table.Th {...NUMBERS}>Разница со счётчиками</Table.Th>
              <Table.Th>Где деньги</Table.Th>
            </>
          }
        >
          {drops.data.items.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                <Button variant="subtle" size="compact-sm" onClick={() => setShown(d.id)}>
                  № {d.id}
                </Button>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{clock.dateTime(d.collectedAt)}</Table.Td>
              <Table.Td>
                {d.collectedBy ?? '—'}, {d.witness ?? '—'}
              </Table.Td>
              <Table.Td {...NUMBERS}>{d.boxes}</Table.Td>
              <Table.Td {...NUMBERS}>{d.total ? formatMoney(d.total) : '—'}</Table.Td>
              <Table.Td
                {...NUMBERS}
                c={d.difference && d.difference !== '0.00' ? 'orange.4' : undefined}
              >
                {d.difference ? formatMoney(d.difference) : '—'}
              </Table.Td>
              <Table.Td>{whereCash(d)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      <CollectDropDialog
        needed={collecting}
        hallId={hallId}
        opened={collecting}
        onClose={() => setCollecting(false)}
      />
      <DropDrawer hallId={hallId} dropId={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}

/** The drop waiting for its count: who may count it now, never a figure. */
function OpenDrop({ hallId, drop }: { hallId: number; drop: Drop }) {
  const detail = useQuery(dropQuery(hallId, drop.id));
  const clock = useHallClock();
  const [counting, setCounting] = useState(false);
  const confirm = drop.status === 'counting';
  const may = confirm ? detail.data?.canConfirm : detail.data?.canCount;
  return (
    <Card withBorder padding="md" aria-labelledby="open-drop">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={3} size="h5" id="open-drop">
              Выемка № {drop.id}
            </Title>
            <Badge color="orange">{DROP_STATUS_LABELS[drop.status]}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Ящиков: {drop.boxes} · вынули {drop.collectedBy ?? '—'} и {drop.witness ?? '—'}{' '}
            {clock.dateTime(drop.collectedAt)}
            {confirm && ` · первым пересчитал ${drop.countedBy ?? '—'}`}
          </Text>
        </div>
        {may ? (
          <Button {...DropCountDialog.intent} onClick={() => setCounting(true)}>
            {confirm ? 'Пересчитать вторым' : 'Пересчитать'}
          </Button>
        ) : (
          confirm && (
            <Text size="sm" c="dimmed">
              Второй пересчёт делает другой человек
            </Text>
          )
        )}
      </Group>
      <DropCountDialog
        key={`${drop.id}:${drop.status}`}
        needed={counting}
        hallId={hallId}
        drop={counting && detail.data ? detail.data : null}
        confirm={confirm}
        onClose={() => setCounting(false)}
      />
    </Card>
  );
}
