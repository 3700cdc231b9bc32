'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Button, Skeleton, Text } from '@mantine/core';
import { Table } from '../common/Table';
import { useQuery } from '@tanstack/react-query';
import { hallSummaryQuery, type SummaryParams } from '@/lib/api/reports';
import { failureMessage } from '@/lib/api/messages';
import type { Period } from '@/lib/shared/periods';
import { bucketTitle } from '@/lib/shared/report-range';
import { FigureCells, SUMMARY_HEADERS } from './summary-cells';

/** The hall, its figures and its exceptions. */
const COLUMNS = SUMMARY_HEADERS.length + 2;

/** The expanded hall: one row per bucket of the filter, under the hall's row. */
export function HallBuckets({ hallId, params }: { hallId: number; params: SummaryParams }) {
  const buckets = useQuery(hallSummaryQuery(hallId, params));
  if (buckets.isError) {
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Text size="sm" c="red.4" span mr="sm">
            {failureMessage(buckets.error)}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => buckets.refetch()}>
            Повторить
          </Button>
        </Table.Td>
      </Table.Tr>
    );
  }
  if (!buckets.data) {
    return (
      <Table.Tr>
        <Table.Td colSpan={COLUMNS}>
          <Skeleton h={20} />
        </Table.Td>
      </Table.Tr>
    );
  }
  const period = buckets.data.period as Period;
  return buckets.data.buckets.map((b) => (
    <Table.Tr key={b.bucket} bg="var(--mantine-color-dark-6)">
      <Table.Td pl={44} c="dimmed" fz="sm">
        {bucketTitle(period, b.bucket)}
      </Table.Td>
      <Table.Td />
      <FigureCells figures={b} />
    </Table.Tr>
  ));
}
