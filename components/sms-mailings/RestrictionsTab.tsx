'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import type { Restriction } from '@/lib/api/restrictions';
import { DOCUMENT_TYPE_LABELS } from '@/lib/shared/identity';
import {
  RESTRICTION_SOURCE_LABELS,
  RESTRICTION_STATUS_LABELS,
  type RestrictionSource,
  type RestrictionStatus,
} from '@/lib/shared/restrictions';
import { useFilter } from '@/stores/filters-store';
import { deferred } from '../common/deferred';
import { ListCard, ListCards } from '../common/ListCard';
import { ListFilterBar, options } from '../common/ListFilterBar';
import { ListQueryState } from '../common/ListQueryState';
import { ListTable } from '../common/ListTable';
import { Table } from '../common/Table';
import { useDesktop } from '../common/use-desktop';
import { usePagedList } from '../common/use-paged-list';
import { restrictionsList } from './restrictions-list';

const RestrictionImportDialog = deferred(
  () => import('./RestrictionImportDialog').then((m) => m.RestrictionImportDialog),
  (props) => ({ ...props, opened: false }),
);

const STATUS_COLORS: Record<RestrictionStatus, string> = {
  active: 'red',
  upcoming: 'yellow',
  ended: 'gray',
};

const day = (iso: string) => iso.split('-').reverse().join('.');
const personOf = (r: Restriction) =>
  r.iin ?? (r.document ? `${DOCUMENT_TYPE_LABELS[r.document.type]} ${r.document.number}` : '—');
const signedAt = (r: Restriction) =>
  r.source === 'self'
    ? `заявление ${r.applicationNo ?? '—'}, ${r.hallName ?? 'зал —'}${r.createdBy ? `, принял(а) ${r.createdBy}` : ''}`
    : 'импорт списка';

/**
 * «Ограничения» (head office): the register of restricted persons — searched by IIN or document
 * (a search is a look-up and is audited), filtered by source and state, a person's history of
 * self-restrictions when searched by IIN, and the import of an official list.
 */
export function RestrictionsTab() {
  const desktop = useDesktop();
  const { list, paging, filtered } = usePagedList(restrictionsList, 0);
  const [filter, { filterChanged, filterCleared }] = useFilter('restrictionsFilter');
  const [importing, setImporting] = useState(false);
  const status = (r: Restriction) => (
    <Badge color={STATUS_COLORS[r.status]} variant="light">
      {RESTRICTION_STATUS_LABELS[r.status]}
    </Badge>
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ListFilterBar
          search={{
            label: 'Поиск по ИИН или документу',
            placeholder: 'ИИН или номер документа',
            value: filter.search,
            width: 260,
            onChange: (search) => filterChanged({ search }),
          }}
          selects={[
            {
              label: 'Источник',
              placeholder: 'Все источники',
              data: options(RESTRICTION_SOURCE_LABELS),
              value: filter.source,
              onChange: (source) => filterChanged({ source: source as RestrictionSource | null }),
              width: 200,
            },
            {
              label: 'Состояние',
              placeholder: 'Любое',
              data: options(RESTRICTION_STATUS_LABELS),
              value: filter.status,
              onChange: (value) => filterChanged({ status: value as RestrictionStatus | null }),
              width: 180,
            },
          ]}
          onReset={filterCleared}
        />
        <Button
          variant="default"
          mb="md"
          leftSection={<IconFileImport size={18} aria-hidden />}
          {...RestrictionImportDialog.intent}
          onClick={() => setImporting(true)}
        >
          Импорт списка
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Реестр конфиденциален: кассы видят только «Вход невозможен». Каждый поиск человека
        записывается в журнал обращений.
      </Text>
      <ListQueryState
        query={list}
        what="записей реестра"
        emptyText={
          filtered
            ? 'Записей не нашлось. Измените поиск или сбросьте фильтр.'
            : 'Реестр пуст: загрузите официальный список или примите самоограничение на кассе.'
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
              aria-label="Реестр ограничений"
              minWidth={900}
              head={
                <>
                  <Table.Th>ИИН или документ</Table.Th>
                  <Table.Th>Источник</Table.Th>
                  <Table.Th>Срок</Table.Th>
                  <Table.Th w={140}>Состояние</Table.Th>
                  <Table.Th>Основание</Table.Th>
                </>
              }
            >
              {data.items.map((r: Restriction) => (
                <Table.Tr key={r.id}>
                  <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {personOf(r)}
                  </Table.Td>
                  <Table.Td>{RESTRICTION_SOURCE_LABELS[r.source]}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {day(r.from)} — {day(r.to)}
                  </Table.Td>
                  <Table.Td>{status(r)}</Table.Td>
                  <Table.Td>{signedAt(r)}</Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          ) : (
            <ListCards>
              {data.items.map((r: Restriction) => (
                <ListCard key={r.id} title={personOf(r)} badge={status(r)}>
                  <Text size="sm">
                    {RESTRICTION_SOURCE_LABELS[r.source]}: {day(r.from)} — {day(r.to)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {signedAt(r)}
                  </Text>
                </ListCard>
              ))}
            </ListCards>
          )
        }
      </ListQueryState>
      <RestrictionImportDialog
        needed={importing}
        opened={importing}
        onClose={() => setImporting(false)}
      />
    </>
  );
}
