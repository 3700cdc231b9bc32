'use client';

import { Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { mailingsQuery, type Mailing } from '@/lib/api/sms-mailings';
import { hallDate } from '@/lib/hall-time';
import { MAILING_STATUS_LABELS } from '@/lib/sms';
import { toMailingForm } from '@/lib/sms-mailing-form';
import { useFilter } from '@/stores/filters-store';
import { useSmsMailingStore } from '@/stores/sms-mailing-store';
import { ListPagination } from '../common/ListPagination';
import { LoadError } from '../common/LoadError';
import { ScreenHeader } from '../common/ScreenHeader';
import { StatusFilterBar } from '../common/StatusFilterBar';
import { useFilterPage } from '../common/use-filter-page';
import { MailingCard } from './MailingCard';
import { useCancelMailing } from './use-mailing-actions';

const PAGE_SIZE = 12;
const COLUMNS = { base: 1, sm: 2, lg: 3 };

/** `screen = 'cardList'`: the hall's mailings as cards, newest first. */
export function MailingList({ hallId }: { hallId: number }) {
  const [filter] = useFilter('smsMailingFilter');
  const [page, setPage] = useFilterPage(filter);
  const list = useQuery(mailingsQuery(hallId, { page, pageSize: PAGE_SIZE, ...filter }));
  const { creationStarted, draftOpened } = useSmsMailingStore((s) => s.actions);
  const cancel = useCancelMailing(hallId);
  const filtered =
    filter.status !== null || filter.search.trim() !== '' || filter.range[0] !== null;
  const open = (m: Mailing) =>
    draftOpened(hallId, { id: m.id, version: m.version, form: toMailingForm(m, hallId) });

  return (
    <>
      <ScreenHeader title="SMS-рассылки">
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => creationStarted(hallId, `Рассылка ${hallDate(new Date())}`)}
        >
          Создать рассылку
        </Button>
      </ScreenHeader>
      <StatusFilterBar
        filterKey="smsMailingFilter"
        statusLabels={MAILING_STATUS_LABELS}
        search={{ label: 'Поиск', placeholder: 'Название или текст' }}
        rangeLabel="Даты создания"
      />
      {list.isPending && (
        <SimpleGrid cols={COLUMNS} spacing="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={210} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {list.isError && !list.data && (
        <LoadError
          title="Не удалось загрузить рассылки"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      )}
      {list.data && list.data.total === 0 && (
        <Text c="dimmed" my="xl">
          {filtered
            ? 'Рассылок не нашлось. Измените фильтр или сбросьте его.'
            : 'Рассылок пока нет. Создайте первую.'}
        </Text>
      )}
      {list.data && list.data.total > 0 && (
        <>
          <SimpleGrid cols={COLUMNS} spacing="md">
            {list.data.items.map((m) => (
              <MailingCard key={m.id} mailing={m} onOpen={open} onCancel={cancel} />
            ))}
          </SimpleGrid>
          <ListPagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
