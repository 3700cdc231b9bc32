'use client';

import '@mantine/core/styles/Card.layer.css';
import { Card, Group, Text, Title } from '@mantine/core';
import { Table } from '../common/Table';
import { useQuery } from '@tanstack/react-query';
import { visitsTodayQuery } from '@/lib/api/clients';
import { plural } from '@/lib/shared/validation/messages';
import { QueryLoadError } from '../common/LoadError';
import { ScrollRegion } from '../common/ScrollRegion';
import { useHallClock } from '../common/use-hall-clock';

/** Today's visits of the hall, newest first: the time and the guest as the door names them. */
export function TodayVisits({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const visits = useQuery(visitsTodayQuery(hallId));
  const total = visits.data?.total ?? 0;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Визиты сегодня
        </Title>
        {visits.data && (
          <Text size="sm" c="dimmed">
            {total} {plural(total, 'гость', 'гостя', 'гостей')}
          </Text>
        )}
      </Group>
      {visits.isError ? (
        <QueryLoadError query={visits} what="визиты" />
      ) : !visits.data ? (
        <Text size="sm" c="dimmed">
          Загрузка…
        </Text>
      ) : visits.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Сегодня гостей ещё не было.
        </Text>
      ) : (
        <ScrollRegion label="Визиты сегодня" maxHeight={420}>
          <Table striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={100}>Время</Table.Th>
                <Table.Th>Гость</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visits.data.items.map((visit) => (
                <Table.Tr key={visit.id}>
                  <Table.Td>{clock.dateTime(visit.visitedAt).split(', ')[1]}</Table.Td>
                  <Table.Td>{visit.client.shortName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Card>
  );
}
