'use client';

import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Mailing } from '@/lib/api/sms-mailings';
import { MAILING_SORT_LABELS, MAILING_STATUS_LABELS } from '@/lib/shared/sms-mailings';
import { SortControl } from '../common/SortControl';
import { toMailingForm } from '@/lib/forms/sms-mailings-form';
import { useSmsMailingStore } from '@/stores/sms-mailings-store';
import { ListQueryState } from '../common/ListQueryState';
import { StatusFilterBar } from '../common/StatusFilterBar';
import { usePagedList } from '../common/use-paged-list';
import { mailingsList } from './mailings-list';
import { MailingCard } from './MailingCard';
import { useCancelMailing } from './use-mailing-actions';
import { useHallClock } from '../common/use-hall-clock';
import { MailingWizardPart } from './wizard-part';

const COLUMNS = { base: 1, sm: 2, lg: 3 };

/** «Создать рассылку»: the wizard, with a title of today's date. */
export function CreateMailingButton({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const { creationStarted } = useSmsMailingStore((s) => s.actions);
  return (
    <Button
      leftSection={<IconPlus size={18} />}
      {...MailingWizardPart.intent}
      onClick={() => creationStarted(hallId, `Рассылка ${clock.date(new Date())}`)}
    >
      Создать рассылку
    </Button>
  );
}

/** `screen = 'cardList'`: the hall's mailings as cards, newest first. */
export function MailingList({ hallId }: { hallId: number }) {
  const { list, paging, filtered, sorting } = usePagedList(mailingsList, hallId);
  const { draftOpened } = useSmsMailingStore((s) => s.actions);
  const cancel = useCancelMailing(hallId);
  const open = (m: Mailing) =>
    draftOpened(hallId, { id: m.id, version: m.version, form: toMailingForm(m, hallId) });

  return (
    <>
      <StatusFilterBar
        filterKey="smsMailingFilter"
        statusLabels={MAILING_STATUS_LABELS}
        search={{ label: 'Поиск', placeholder: 'Название или текст' }}
        rangeLabel="Даты создания"
      />
      <ListQueryState
        query={list}
        what="рассылки"
        emptyText={
          filtered
            ? 'Рассылок не нашлось. Измените фильтр или сбросьте его.'
            : 'Рассылок пока нет. Создайте первую.'
        }
        {...paging}
        skeleton={
          <SimpleGrid cols={COLUMNS} spacing="md">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={210} radius="md" />
            ))}
          </SimpleGrid>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <SortControl {...sorting} labels={MAILING_SORT_LABELS} />
            <SimpleGrid cols={COLUMNS} spacing="md">
              {data.items.map((m) => (
                <MailingCard key={m.id} mailing={m} onOpen={open} onCancel={cancel} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </ListQueryState>
    </>
  );
}
