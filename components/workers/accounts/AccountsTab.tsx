'use client';

import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Account } from '@/lib/api/accounts';
import { useHallsStore } from '@/stores/halls-store';
import { ListQueryState } from '../../common/ListQueryState';
import { useDesktop } from '../../common/use-desktop';
import { findDraft } from '../../common/use-form-draft';
import { useHallClock } from '../../common/use-hall-clock';
import { usePagedList } from '../../common/use-paged-list';
import { AccountCards } from './AccountCards';
import { AccountDrawer, type AccountDrawerTarget } from './AccountDrawer';
import { AccountsFilterBar } from './AccountsFilterBar';
import { AccountsTable } from './AccountsTable';
import type { IssuedPassword } from './account-actions';
import { accountsList } from './accounts-list';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** «Учётные записи» on `/workers`: the accounts the user keeps, «Создать», and one account's drawer. */
export function AccountsTab({ hallId }: { hallId: number }) {
  const { list, paging, filtered, sorting } = usePagedList(accountsList, hallId);
  // Input left unsent (an expired session, a reload) opens its form again.
  const [drawer, setDrawer] = useState<AccountDrawerTarget | null>(draftTarget);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const desktop = useDesktop();
  const hallsList = useHallsStore((s) => s.hallsList);
  const halls = new Map(hallsList.map((hall) => [hall.id, hall.name]));
  const clock = useHallClock();
  const signedIn = (at: string | null) => (at ? clock.dateTime(at) : 'не входил(а)');
  const open = (account: Account) => setDrawer({ mode: 'edit', userId: account.id });

  return (
    <>
      <Group gap="sm" justify="flex-end" mb="md">
        <Button
          leftSection={<IconUserPlus size={18} />}
          onClick={() => setDrawer({ mode: 'create', preset: { hallIds: [String(hallId)] } })}
        >
          Создать
        </Button>
      </Group>
      <AccountsFilterBar />
      <ListQueryState
        query={list}
        what="учётные записи"
        emptyText={
          filtered
            ? 'Ничего не нашлось. Измените фильтр или сбросьте его.'
            : 'Учётных записей пока нет. Создайте первую или выдайте доступ сотруднику.'
        }
        {...paging}
      >
        {(data) =>
          desktop ? (
            <AccountsTable
              accounts={data.items}
              halls={halls}
              signedIn={signedIn}
              {...sorting}
              onOpen={open}
            />
          ) : (
            <AccountCards
              accounts={data.items}
              halls={halls}
              signedIn={signedIn}
              sorting={sorting}
              onOpen={open}
            />
          )
        }
      </ListQueryState>
      <AccountDrawer target={drawer} onClose={() => setDrawer(null)} onPasswordIssued={setIssued} />
      <TemporaryPasswordDialog issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}

function draftTarget(): AccountDrawerTarget | null {
  const draft = findDraft('account:');
  if (draft === 'new') return { mode: 'create' };
  return draft && /^\d+$/.test(draft) ? { mode: 'edit', userId: Number(draft) } : null;
}
