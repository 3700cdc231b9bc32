'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useHallsStore } from '@/stores/halls-store';
import { PHONE_REQUEST_STATUS_LABELS } from '@/lib/shared/phone-requests';
import { usePhoneRequestStore } from '@/stores/phone-requests-store';
import { HallRequired } from '../common/HallRequired';
import { ListQueryState } from '../common/ListQueryState';
import { ScreenHeader } from '../common/ScreenHeader';
import { StatusFilterBar } from '../common/StatusFilterBar';
import { usePagedList } from '../common/use-paged-list';
import { phoneRequestsList } from './phone-requests-list';
import { PhoneRequestList } from './PhoneRequestList';
import { useDesktop } from '../common/use-desktop';
import { deferred } from '../common/deferred';

const PhoneRequestFormModal = deferred(
  () => import('./PhoneRequestFormModal').then((m) => m.PhoneRequestFormModal),
  (props) => ({ ...props, opened: false }),
);
const PhoneRequestStatusModal = deferred(
  () => import('./PhoneRequestStatusModal').then((m) => m.PhoneRequestStatusModal),
  (props) => ({ ...props, opened: false }),
);

export function PhoneRequestScreen() {
  return (
    <HallRequired title="Смена номера">
      {(hallId) => <HallPhoneRequests key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

function HallPhoneRequests({ hallId }: { hallId: number }) {
  const desktop = useDesktop();
  const { filter, filterChanged, list, paging, filtered, sorting } = usePagedList(
    phoneRequestsList,
    hallId,
  );
  const halls = useHallsStore((s) => s.hallsList);
  const manyHalls = halls.length > 1;
  const { creationStarted } = usePhoneRequestStore((s) => s.actions);
  const formOpen = usePhoneRequestStore((s) => s.isFormModalOpen);
  const statusOpen = usePhoneRequestStore((s) => s.isStatusModalOpen);

  return (
    <>
      <ScreenHeader title="Смена номера">
        <Button
          leftSection={<IconPlus size={18} />}
          {...PhoneRequestFormModal.intent}
          onClick={creationStarted}
        >
          Создать заявку
        </Button>
      </ScreenHeader>
      <StatusFilterBar
        filterKey="changePhoneFilter"
        statusLabels={PHONE_REQUEST_STATUS_LABELS}
        search={{ label: 'Поиск по номеру телефона', placeholder: 'Старый или новый номер' }}
        rangeLabel="Даты"
        selects={
          manyHalls
            ? [
                {
                  label: 'Зал',
                  placeholder: 'Все залы',
                  data: halls.map((h) => ({ value: String(h.id), label: h.name })),
                  value: filter.hallId === null ? null : String(filter.hallId),
                  onChange: (id) => filterChanged({ hallId: id === null ? null : Number(id) }),
                  width: 220,
                },
              ]
            : []
        }
      />
      <ListQueryState
        rowsIntent={PhoneRequestStatusModal.intent}
        query={list}
        what="заявки"
        emptyText={
          filtered
            ? 'Заявок не нашлось. Измените фильтр или сбросьте его.'
            : 'Заявок пока нет. Создайте первую.'
        }
        {...paging}
      >
        {(data) => (
          <PhoneRequestList
            requests={data.items}
            desktop={desktop}
            sorting={sorting}
            withHall={manyHalls}
          />
        )}
      </ListQueryState>
      <PhoneRequestFormModal needed={formOpen} opened={formOpen} hallId={hallId} />
      <PhoneRequestStatusModal needed={statusOpen} opened={statusOpen} hallId={hallId} />
    </>
  );
}
