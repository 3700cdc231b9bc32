'use client';

import { Button, Group } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
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

export function WorkersScreen() {
  return (
    // The dismissal asks through `modals.openConfirmModal`.
    <ModalsProvider>
      <HallRequired title="Сотрудники">
        {(hallId) => <HallWorkers key={hallId} hallId={hallId} />}
      </HallRequired>
    </ModalsProvider>
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
      <ScreenHeader title="Сотрудники">
        <Group gap="sm">
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
            onClick={() => setDrawer({ mode: 'create' })}
          >
            Добавить
          </Button>
        </Group>
      </ScreenHeader>
      <WorkersFilterBar />
      <ListQueryState
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
