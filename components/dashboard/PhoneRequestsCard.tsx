'use client';

import { Anchor, Card, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { phoneRequestsQuery, type PhoneRequestsParams } from '@/lib/api/phone-requests';
import { formatCount } from '@/lib/report-format';

const OPEN_REQUESTS: PhoneRequestsParams = {
  page: 1,
  pageSize: 1,
  status: 'new',
  range: [null, null],
  search: '',
  sort: 'createdAt',
  order: 'desc',
};

/** How many phone-number change requests wait for a decision, with the way to them. */
export function PhoneRequestsCard({ hallId }: { hallId: number }) {
  const open = useQuery(phoneRequestsQuery(hallId, OPEN_REQUESTS));
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            Заявки на смену номера
          </Text>
          {open.data ? (
            <Text fw={700} fz={20}>
              {formatCount(open.data.total)} ждут решения
            </Text>
          ) : open.isError ? (
            <Text c="red.4">Не удалось загрузить</Text>
          ) : (
            <Skeleton h={26} w={160} mt={2} />
          )}
        </div>
        <Anchor component={Link} href="/phone/request/" size="sm">
          Открыть
        </Anchor>
      </Group>
    </Card>
  );
}
