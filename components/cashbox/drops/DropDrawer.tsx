'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dropQuery, type DropBox } from '@/lib/api/drops';
import { DROP_STATUS_LABELS } from '@/lib/shared/drops';
import { formatMoney } from '@/lib/shared/money';
import { QueryLoadError } from '../../common/LoadError';
import { ListTable } from '../../common/ListTable';
import { Table } from '../../common/Table';
import { useHallClock } from '../../common/use-hall-clock';

const NUMBERS = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

type Props = { hallId: number; dropId: number | null; onClose: () => void };

/** One drop box by box: counted against the bill meters since the machine's previous drop. */
export function DropDrawer({ hallId, dropId, onClose }: Props) {
  return (
    <Drawer
      opened={dropId !== null}
      onClose={onClose}
      position="right"
      size={860}
      title={dropId ? `Выемка № ${dropId}` : ''}
    >
      {dropId && <Boxes hallId={hallId} dropId={dropId} />}
    </Drawer>
  );
}

/** «10 000 ₸: 9 из 10» for each note that differs, or that the notes agree. */
const noteDifferences = (box: DropBox) => {
  const apart = box.notes.filter((n) => n.difference !== 0);
  if (apart.length === 0) return 'по купюрам сходится';
  return apart
    .map((n) => `${formatMoney(n.value).replace(',00', '')}: ${n.counted} из ${n.expected}`)
    .join('; ');
};

function Boxes({ hallId, dropId }: { hallId: number; dropId: number }) {
  const detail = useQuery(dropQuery(hallId, dropId));
  const clock = useHallClock();
  if (detail.isPending) return <Skeleton h={320} radius="md" />;
  if (detail.isError) return <QueryLoadError query={detail} what="выемку" />;
  const drop = detail.data;
  const counted = drop.status === 'counted';
  return (
    <Stack gap="md">
      <Text size="sm">
        Вынули {drop.collectedBy ?? '—'} и {drop.witness ?? '—'} {clock.dateTime(drop.collectedAt)}.{' '}
        {DROP_STATUS_LABELS[drop.status]}
        {counted &&
          ` · пересчитали ${drop.countedBy ?? '—'} и ${drop.confirmedBy ?? '—'} · ${formatMoney(drop.total!)}`}
        {counted &&
          (drop.transfer
            ? drop.transfer.status === 'accepted'
              ? ' · в сейфе'
              : ' · в пути в сейф'
            : ' · ящики пусты')}
      </Text>
      {!counted && (
        <Text size="sm" c="dimmed">
          Пока пересчёт не сошёлся, счётчики купюр не показываются никому: считают вслепую.
        </Text>
      )}
      <ListTable
        aria-label="Ящики выемки"
        minWidth={720}
        head={
          <>
            <Table.Th w={200}>Автомат</Table.Th>
            <Table.Th>Ящик</Table.Th>
            <Table.Th {...NUMBERS}>Пересчитано</Table.Th>
            <Table.Th {...NUMBERS}>По счётчику</Table.Th>
            <Table.Th {...NUMBERS}>Разница</Table.Th>
            <Table.Th>По купюрам</Table.Th>
          </>
        }
      >
        {drop.items.map((box) => (
          <Table.Tr key={box.deviceId}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {box.number}
              </Text>
              <Text size="xs" c="dimmed">
                {box.name}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" c={box.swapped ? 'orange.4' : undefined}>
                {box.boxNumber}
                {box.swapped && ' — не свой'}
              </Text>
            </Table.Td>
            <Table.Td {...NUMBERS}>{box.counted ? formatMoney(box.counted) : '—'}</Table.Td>
            <Table.Td {...NUMBERS}>{box.expected ? formatMoney(box.expected) : '—'}</Table.Td>
            <Table.Td
              {...NUMBERS}
              fw={600}
              c={box.difference && box.difference !== '0.00' ? 'orange.4' : undefined}
            >
              {box.difference ? formatMoney(box.difference) : '—'}
            </Table.Td>
            <Table.Td>
              <Text size="xs">{counted ? noteDifferences(box) : '—'}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}
