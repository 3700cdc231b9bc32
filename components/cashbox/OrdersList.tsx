'use client';

import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { type Order } from '@/lib/api/bar';
import { ListQueryState } from '../common/ListQueryState';
import { useDesktop } from '../common/use-desktop';
import { usePagedList } from '../common/use-paged-list';
import { ordersList } from './cashbox-lists';
import { drawnLater } from '../common/deferred';
import { CancelOrderDialog as CancelOrderDialogNow } from './CancelOrderDialog';
import { OrderFilterBar } from './OrderFilterBar';
import { OrderCards, OrdersTable } from './OrderRows';

// A cancellation offline waits in the queue like a sale: the dialog's code comes with the desk.
const CancelOrderDialog = drawnLater(CancelOrderDialogNow, (props) => ({ ...props, order: null }));

/** The hall's bar orders, newest first, under `orderFilter`; a paid one can be cancelled. */
export function OrdersList({ hallId }: { hallId: number }) {
  const desktop = useDesktop();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const { list, paging, filtered, sorting } = usePagedList(ordersList, hallId);

  return (
    <Stack gap={0}>
      <Title order={2} size="h4" mb="sm">
        Заказы
      </Title>
      <OrderFilterBar />
      <ListQueryState
        query={list}
        what="заказы"
        emptyText={
          filtered ? 'Заказов нет. Измените фильтр или сбросьте его.' : 'Заказов пока нет.'
        }
        {...paging}
        skeleton={<Skeleton h={240} />}
      >
        {(data) =>
          desktop ? (
            <OrdersTable
              hallId={hallId}
              orders={data.items}
              onCancel={setCancelling}
              sorting={sorting}
            />
          ) : (
            <OrderCards
              hallId={hallId}
              orders={data.items}
              onCancel={setCancelling}
              sorting={sorting}
            />
          )
        }
      </ListQueryState>
      <CancelOrderDialog
        needed={cancelling !== null}
        hallId={hallId}
        order={cancelling}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
