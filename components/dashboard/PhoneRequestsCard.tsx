'use client';

import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Anchor, Card, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { phoneQueueQuery, type PhoneQueueParams } from '@/lib/api/phone-requests';
import { formatCount } from '@/lib/shared/report-format';
import { FILTER_DEFAULTS } from '@/stores/filter-defaults';
import { filterStores } from '@/stores/filters-store';
import { useHallsStore } from '@/stores/halls-store';

/** The queue's «Новая» requests in every hall the user may see: what the link opens. */
const WAITING: PhoneQueueParams = {
  ...FILTER_DEFAULTS.changePhoneFilter,
  status: 'new',
  page: 1,
  pageSize: 1,
};

/** How many phone-number change requests wait for a decision, with the way to them. */
export function PhoneRequestsCard() {
  const waiting = useQuery(phoneQueueQuery(WAITING));
  const manyHalls = useHallsStore((s) => s.hallsList.length > 1);
  const openQueue = () =>
    filterStores.changePhoneFilter
      .getState()
      .actions.filterChanged({ ...FILTER_DEFAULTS.changePhoneFilter, status: 'new' });
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            Заявки на смену номера{manyHalls ? ' во всех залах' : ''}
          </Text>
          {waiting.data ? (
            <Text fw={700} fz={20}>
              {formatCount(waiting.data.total)} ждут решения
            </Text>
          ) : waiting.isError ? (
            <Text c="red.4">Не удалось загрузить</Text>
          ) : (
            <Skeleton h={26} w={160} mt={2} />
          )}
        </div>
        <Anchor component={Link} href="/phone/request/" size="sm" onClick={openQueue}>
          Открыть
        </Anchor>
      </Group>
    </Card>
  );
}
