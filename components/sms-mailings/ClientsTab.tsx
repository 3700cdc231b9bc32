'use client';

import { Button, Group, Text } from '@mantine/core';
import { Table } from '../common/Table';
import { IconAddressBook, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { may } from '@/lib/shared/access';
import type { ClientRecord } from '@/lib/api/clients';
import { CLIENT_SORT_LABELS } from '@/lib/shared/clients';
import { formatPhone } from '@/lib/shared/validation/rules';
import { useAuthStore } from '@/stores/auth-store';
import { deferred } from '../common/deferred';
import { ListCard, ListCards } from '../common/ListCard';
import { ListQueryState } from '../common/ListQueryState';
import { ListTable } from '../common/ListTable';
import { RowAction, RowActions } from '../common/RowAction';
import { SortableTh } from '../common/SortableTh';
import { useDesktop } from '../common/use-desktop';
import { useHallClock } from '../common/use-hall-clock';
import { usePagedList } from '../common/use-paged-list';
import { ClientsFilterBar } from './ClientsFilterBar';
import { clientsList } from './clients-list';
import { ConsentBadge } from './ConsentBadge';

const ClientDrawer = deferred(
  () => import('./ClientDrawer').then((m) => m.ClientDrawer),
  (props) => ({ ...props, clientId: null }),
);
const ImportDialog = deferred(
  () => import('./ImportDialog').then((m) => m.ImportDialog),
  (props) => ({ ...props, opened: false }),
);

/** «Клиенты»: the hall's client base, each client's card, and head office's import. */
export function ClientsTab({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const desktop = useDesktop();
  const importer = useAuthStore((s) => may(s.role, 'importClients'));
  const { list, paging, filtered, sorting } = usePagedList(clientsList, hallId);
  const [opened, setOpened] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const day = (at: string | null) => (at ? clock.date(at) : '—');

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ClientsFilterBar />
        {importer && (
          <Button
            variant="default"
            mb="md"
            leftSection={<IconFileImport size={18} aria-hidden />}
            {...ImportDialog.intent}
            onClick={() => setImporting(true)}
          >
            Импорт базы
          </Button>
        )}
      </Group>
      <ListQueryState
        query={list}
        what="клиентов"
        emptyText={
          filtered
            ? 'Клиентов не нашлось. Измените поиск или сбросьте фильтр.'
            : 'В зале ещё нет клиентов: их регистрирует касса на вкладке «Гости».'
        }
        above={(data) => (
          <Text size="sm" c="dimmed" mb="xs">
            Найдено: {data.total}
          </Text>
        )}
        {...paging}
      >
        {(data) =>
          desktop ? (
            <ListTable
              aria-label="Клиенты"
              minWidth={860}
              head={
                <>
                  <SortableTh column="fullName" {...sorting}>
                    ФИО
                  </SortableTh>
                  <Table.Th>Телефон</Table.Th>
                  <Table.Th>Согласие</Table.Th>
                  <SortableTh column="registeredAt" {...sorting}>
                    Регистрация
                  </SortableTh>
                  <SortableTh column="lastVisitAt" {...sorting}>
                    Последний визит
                  </SortableTh>
                  <Table.Th aria-label="Действия" w={70} />
                </>
              }
            >
              {data.items.map((client: ClientRecord) => (
                <Table.Tr key={client.id}>
                  <Table.Td fw={500}>{client.fullName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(client.phone)}</Table.Td>
                  <Table.Td>
                    <ConsentBadge consent={client.smsConsent} />
                  </Table.Td>
                  <Table.Td>{day(client.registeredAt)}</Table.Td>
                  <Table.Td>{day(client.lastVisitAt)}</Table.Td>
                  <RowActions>
                    <RowAction
                      label="Карточка"
                      subject={client.fullName}
                      onClick={() => setOpened(client.id)}
                    >
                      <IconAddressBook size={18} aria-hidden />
                    </RowAction>
                  </RowActions>
                </Table.Tr>
              ))}
            </ListTable>
          ) : (
            <ListCards sorting={{ ...sorting, labels: CLIENT_SORT_LABELS }}>
              {data.items.map((client: ClientRecord) => (
                <ListCard
                  key={client.id}
                  title={client.fullName}
                  badge={<ConsentBadge consent={client.smsConsent} />}
                  actions={
                    <Button size="xs" variant="light" onClick={() => setOpened(client.id)}>
                      Карточка
                    </Button>
                  }
                >
                  <Text size="sm">{formatPhone(client.phone)}</Text>
                  <Text size="sm" c="dimmed">
                    Регистрация {day(client.registeredAt)} · визит {day(client.lastVisitAt)}
                  </Text>
                </ListCard>
              ))}
            </ListCards>
          )
        }
      </ListQueryState>
      <ClientDrawer
        needed={opened !== null}
        hallId={hallId}
        clientId={opened}
        onClose={() => setOpened(null)}
      />
      {importer && (
        <ImportDialog needed={importing} opened={importing} onClose={() => setImporting(false)} />
      )}
    </>
  );
}
