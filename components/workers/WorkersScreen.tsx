'use client';

import '@mantine/core/styles/Tabs.layer.css';
import { Button, Group, Tabs } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { SCREEN_TAB_KEYS } from '@/lib/browser/storage-keys';
import { IconDownload, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { HallRequired } from '../common/HallRequired';
import { ListQueryState } from '../common/ListQueryState';
import { ScreenHeader } from '../common/ScreenHeader';
import { deferred } from '../common/deferred';
import { findDraft } from '../common/use-form-draft';
import { WorkerCards } from './WorkerCards';
import type { WorkerDrawerTarget } from './WorkerDrawer';
import { WorkersFilterBar } from './WorkersFilterBar';
import { WorkersTable } from './WorkersTable';
import { workersList } from './workers-list';
import { useDismissWorker, useExportWorkers } from './worker-actions';
import { usePagedList } from '../common/use-paged-list';
import { useDesktop } from '../common/use-desktop';

const WorkerDrawer = deferred(
  () => import('./WorkerDrawer').then((m) => m.WorkerDrawer),
  (props) => ({ ...props, target: null }),
);
// Sign-in accounts are set up now and then, not every day: their code loads with their tab.
const AccountsTab = deferred(
  () => import('./accounts/AccountsTab').then((m) => m.AccountsTab),
  (props) => props,
);

export function WorkersScreen() {
  return (
    <HallRequired title="Сотрудники">
      {(hallId) => <StaffScreen key={hallId} hallId={hallId} />}
    </HallRequired>
  );
}

/** The hall's workers, and the sign-in accounts the user keeps (PRODUCT: staff accounts). */
function StaffScreen({ hallId }: { hallId: number }) {
  // The tab stays through a reload, as the cash desk's does.
  const [tab, setTab] = useSessionStorage({
    key: SCREEN_TAB_KEYS.workers,
    defaultValue: 'workers',
  });
  return (
    <>
      <ScreenHeader title="Сотрудники" />
      <Tabs value={tab} onChange={(next) => setTab(next ?? 'workers')} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="workers">Сотрудники зала</Tabs.Tab>
          <Tabs.Tab value="accounts" {...AccountsTab.intent}>
            Учётные записи
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="workers">
          <HallWorkers hallId={hallId} />
        </Tabs.Panel>
        <Tabs.Panel value="accounts">
          <AccountsTab needed hallId={hallId} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function HallWorkers({ hallId }: { hallId: number }) {
  const { filter, list, paging, filtered, sorting } = usePagedList(workersList, hallId);
  // Input left unsent (an expired session, a reload) opens its form again.
  const [drawer, setDrawer] = useState<WorkerDrawerTarget | null>(() => draftTarget(hallId));
  const desktop = useDesktop();
  const dismiss = useDismissWorker(hallId);
  const exportCsv = useExportWorkers(hallId);

  const actions = {
    onEdit: (worker: { id: number }) => setDrawer({ mode: 'edit', workerId: worker.id }),
    onDismiss: dismiss,
  };

  return (
    <>
      <Group gap="sm" justify="flex-end" mb="md">
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(filter)}
        >
          Экспорт CSV
        </Button>
        <Button
          leftSection={<IconUserPlus size={18} />}
          {...WorkerDrawer.intent}
          onClick={() => setDrawer({ mode: 'create' })}
        >
          Добавить
        </Button>
      </Group>
      <WorkersFilterBar />
      <ListQueryState
        rowsIntent={WorkerDrawer.intent}
        query={list}
        what="сотрудников"
        emptyText={
          filtered
            ? 'Никого не нашлось. Измените фильтр или сбросьте его.'
            : 'В зале пока нет сотрудников. Добавьте первого.'
        }
        {...paging}
      >
        {(data) =>
          desktop ? (
            <WorkersTable workers={data.items} {...sorting} {...actions} />
          ) : (
            <WorkerCards workers={data.items} sorting={sorting} {...actions} />
          )
        }
      </ListQueryState>
      <WorkerDrawer
        needed={drawer !== null}
        hallId={hallId}
        target={drawer}
        onClose={() => setDrawer(null)}
      />
    </>
  );
}

function draftTarget(hallId: number): WorkerDrawerTarget | null {
  const draft = findDraft(`worker:${hallId}:`);
  if (draft === 'new') return { mode: 'create' };
  return draft && /^\d+$/.test(draft) ? { mode: 'edit', workerId: Number(draft) } : null;
}
