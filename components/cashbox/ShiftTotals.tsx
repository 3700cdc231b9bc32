'use client';

import { Text } from '@mantine/core';
import { Table } from '../common/Table';
import type { OperationTotal } from '@/lib/api/cashbox';
import { OPERATION_LABELS, OPERATION_SIGN } from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';

/** Totals of a shift or a journal filter by operation type: count and sum, signed by direction. */
export function ShiftTotals({ totals, caption }: { totals: OperationTotal[]; caption?: string }) {
  return (
    <Table withTableBorder={false} verticalSpacing={4} fz="sm" captionSide="top">
      {caption && <Table.Caption ta="left">{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Вид</Table.Th>
          <Table.Th ta="right">Операций</Table.Th>
          <Table.Th ta="right">Сумма</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.map((total) => (
          <Table.Tr key={total.type}>
            <Table.Td>{OPERATION_LABELS[total.type]}</Table.Td>
            <Table.Td ta="right">{total.count}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              <Text span inherit c={total.count === 0 ? 'dimmed' : undefined}>
                {OPERATION_SIGN[total.type] > 0n ? '+' : '−'} {formatMoney(total.amount)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
