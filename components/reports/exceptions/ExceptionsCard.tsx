'use client';

import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hallExceptionsQuery, type ExceptionsParams } from '@/lib/api/exceptions';
import { formatCount } from '@/lib/shared/report-format';
import { ExceptionsList } from './ExceptionsList';

/** The newest open exceptions first; «Показать ещё» brings this many more. */
const FIRST = 4;
const MORE = 10;

/** The hall's open exceptions on its dashboard, the newest first, the rest a press away. */
export function ExceptionsCard({ hallId }: { hallId: number }) {
  const [pageSize, setPageSize] = useState(FIRST);
  const params: ExceptionsParams = { status: 'open', kind: null, page: 1, pageSize };
  const list = useQuery(hallExceptionsQuery(hallId, params));
  const total = list.data?.total;
  return (
    <Card withBorder radius="md" padding="md" aria-label="Отклонения" component="section">
      <Group gap="xs" mb="sm">
        <Text fw={600}>Отклонения</Text>
        {total ? (
          <Badge color="red" variant="light" aria-label={`Открытых: ${total}`}>
            {formatCount(total)}
          </Badge>
        ) : null}
      </Group>
      <ExceptionsList
        hallId={hallId}
        params={params}
        more={(left) => (
          <Button
            mt="sm"
            size="compact-sm"
            variant="subtle"
            onClick={() => setPageSize(Math.min(100, pageSize + MORE))}
          >
            {left > MORE
              ? `Показать ещё ${formatCount(MORE)} из ${formatCount(left)}`
              : `Показать ещё ${formatCount(left)}`}
          </Button>
        )}
      />
    </Card>
  );
}
