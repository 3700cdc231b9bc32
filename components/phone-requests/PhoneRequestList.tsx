'use client';

import { Button, Text } from '@mantine/core';
import { Table } from '../common/Table';
import { IconHistory } from '@tabler/icons-react';
import type { PhoneRequest } from '@/lib/api/phone-requests';
import { PHONE_REQUEST_SORT_LABELS, type PhoneRequestSort } from '@/lib/shared/phone-requests';
import { toFormValues } from '@/lib/forms/phone-requests-form';
import { SortableTh } from '../common/SortableTh';
import type { ListSort } from '../common/SortControl';
import { formatPhone } from '@/lib/shared/validation/rules';
import { usePhoneRequestStore } from '@/stores/phone-requests-store';
import { RowAction, RowActions } from '../common/RowAction';
import { StatusBadge } from './StatusBadge';
import { useHallClocks } from '../common/use-hall-clock';
import { ListTable } from '../common/ListTable';
import { ListCard, ListCards } from '../common/ListCard';

function useOpen() {
  const { requestOpened, statusShown } = usePhoneRequestStore((s) => s.actions);
  return {
    open: (r: PhoneRequest) =>
      requestOpened({
        id: r.id,
        hallId: r.hallId,
        status: r.status,
        canUserEdit: r.canEdit,
        version: r.version,
        formData: toFormValues(r),
      }),
    history: (r: PhoneRequest) => statusShown(r.id, r.hallId, r.status),
  };
}

type Props = {
  requests: PhoneRequest[];
  desktop: boolean;
  sorting: ListSort<PhoneRequestSort>;
  /** The queue spans several halls: each row says which. */
  withHall: boolean;
};

/** The requests as a table on a desktop and as cards on a phone; a row opens its form. */
export function PhoneRequestList({ requests, desktop, sorting, withHall }: Props) {
  // Each request's time on its own hall's clock: the queue spans halls.
  const clockOf = useHallClocks();
  const { open, history } = useOpen();
  const openLabel = (r: PhoneRequest) => (r.canEdit ? 'Изменить' : 'Открыть');
  if (!desktop) {
    return (
      <ListCards sorting={{ ...sorting, labels: PHONE_REQUEST_SORT_LABELS }}>
        {requests.map((r) => (
          <ListCard
            key={r.id}
            title={`Заявка № ${r.id}`}
            badge={<StatusBadge status={r.status} />}
            actions={
              <>
                <Button size="xs" variant="light" onClick={() => open(r)}>
                  {openLabel(r)}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => history(r)}>
                  История
                </Button>
              </>
            }
          >
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone(r.oldPhone)} → {formatPhone(r.newPhone)}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {r.reason}
            </Text>
            <Text size="xs" c="dimmed">
              {withHall && `${r.hallName} · `}
              {clockOf(r.hallId).dateTime(r.createdAt)} · {r.employeeName}
            </Text>
          </ListCard>
        ))}
      </ListCards>
    );
  }
  return (
    <ListTable
      aria-label="Заявки на смену номера"
      minWidth={withHall ? 1240 : 1100}
      head={
        <>
          <Table.Th>№</Table.Th>
          {withHall && (
            <SortableTh column="hall" {...sorting}>
              Зал
            </SortableTh>
          )}
          <SortableTh column="createdAt" {...sorting}>
            Дата
          </SortableTh>
          <SortableTh column="oldPhone" {...sorting}>
            Старый номер
          </SortableTh>
          <Table.Th>Новый номер</Table.Th>
          <Table.Th>Причина</Table.Th>
          <SortableTh column="employeeName" {...sorting}>
            Сотрудник
          </SortableTh>
          <SortableTh column="status" w={130} {...sorting}>
            Статус
          </SortableTh>
          <Table.Th />
        </>
      }
    >
      {requests.map((r) => (
        <Table.Tr key={r.id}>
          <Table.Td>{r.id}</Table.Td>
          {withHall && <Table.Td>{r.hallName}</Table.Td>}
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {clockOf(r.hallId).dateTime(r.createdAt)}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(r.oldPhone)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(r.newPhone)}</Table.Td>
          <Table.Td maw={280}>
            <Text size="sm" lineClamp={2}>
              {r.reason}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{r.employeeName}</Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone(r.employeePhone)}
            </Text>
          </Table.Td>
          <Table.Td>
            <StatusBadge status={r.status} />
          </Table.Td>
          <RowActions>
            <Button size="compact-sm" variant="subtle" onClick={() => open(r)}>
              {openLabel(r)}
            </Button>
            <RowAction label="История" subject={`заявка № ${r.id}`} onClick={() => history(r)}>
              <IconHistory size={18} />
            </RowAction>
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
