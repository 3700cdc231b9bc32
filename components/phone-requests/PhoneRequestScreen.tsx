'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { phoneRequestsQuery } from '@/lib/api/phone-requests';
import { PHONE_REQUEST_STATUS_LABELS } from '@/lib/phone-requests';
import { usePhoneRequestStore } from '@/stores/phone-requests-store';
import { HallRequired } from '../common/HallRequired';
import { ListQueryState } from '../common/ListQueryState';
import { ScreenHeader } from '../common/ScreenHeader';
import { StatusFilterBar } from '../common/StatusFilterBar';
import { usePagedList } from '../common/use-paged-list';
import { PhoneRequestFormModal } from './PhoneRequestFormModal';
import { PhoneRequestList } from './PhoneRequestList';
import { PhoneRequestStatusModal } from './PhoneRequestStatusModal';
import { useDesktop } from '../common/use-desktop';

const PAGE_SIZE = 25;

export function PhoneRequestScreen() {
  return (
    <HallRequired title="Смена номера">
      {(hallId) => <HallPhoneRequests key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

function HallPhoneRequests({ hallId }: { hallId: number }) {
  const desktop = useDesktop();
  const { list, paging, filtered, sorting } = usePagedList(
    'changePhoneFilter',
    PAGE_SIZE,
    (params) => phoneRequestsQuery(hallId, params),
  );
  const { creationStarted } = usePhoneRequestStore((s) => s.actions);
  // A new form (or a form back from a draft) starts with its own input.
  const formKey = usePhoneRequestStore((s) => s.requestKey);

  return (
    <>
      <ScreenHeader title="Смена номера">
        <Button leftSection={<IconPlus size={18} />} onClick={creationStarted}>
          Создать заявку
        </Button>
      </ScreenHeader>
      <StatusFilterBar
        filterKey="changePhoneFilter"
        statusLabels={PHONE_REQUEST_STATUS_LABELS}
        search={{ label: 'Поиск по номеру телефона', placeholder: 'Старый или новый номер' }}
        rangeLabel="Даты"
      />
      <ListQueryState
        query={list}
        what="заявки"
        emptyText={
          filtered
            ? 'Заявок не нашлось. Измените фильтр или сбросьте его.'
            : 'Заявок пока нет. Создайте первую.'
        }
        {...paging}
      >
        {(data) => <PhoneRequestList requests={data.items} desktop={desktop} sorting={sorting} />}
      </ListQueryState>
      <PhoneRequestFormModal key={formKey} hallId={hallId} />
      <PhoneRequestStatusModal hallId={hallId} />
    </>
  );
}
