'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Modal, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { exportShift, shiftReportQuery, type Shift } from '@/lib/api/cashbox';
import { ListFilterBar } from '../common/ListFilterBar';
import { ListQueryState } from '../common/ListQueryState';
import { QueryLoadError } from '../common/LoadError';
import { useDesktop } from '../common/use-desktop';
import { usePagedList } from '../common/use-paged-list';
import { shiftArchiveList } from './cashbox-lists';
import { ShiftReportView } from './ShiftReportView';
import { ShiftCards, ShiftTable } from './ShiftRows';

/** «Смены»: the hall's past and open shifts; each opens its X- or Z-report, to print or export. */
export function ShiftArchive({ hallId }: { hallId: number }) {
  const desktop = useDesktop();
  const [opened, setOpened] = useState<Shift | null>(null);
  const { filter, filterChanged, filterCleared, list, paging, filtered, sorting } = usePagedList(
    shiftArchiveList,
    hallId,
  );
  return (
    <Stack gap={0}>
      <Title order={2} size="h4" mb="sm">
        Смены
      </Title>
      <ListFilterBar
        labelled
        selects={[]}
        range={{
          label: 'Дата открытия',
          value: filter.range,
          onChange: (range) => filterChanged({ range }),
        }}
        onReset={filterCleared}
      />
      <ListQueryState
        query={list}
        what="смены"
        emptyText={filtered ? 'Смен в эти дни нет. Измените даты.' : 'Смен пока не было.'}
        {...paging}
        skeleton={<Skeleton h={240} />}
      >
        {(data) =>
          desktop ? (
            <ShiftTable shifts={data.items} sorting={sorting} onOpen={setOpened} />
          ) : (
            <ShiftCards shifts={data.items} sorting={sorting} onOpen={setOpened} />
          )
        }
      </ListQueryState>
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened ? `Смена № ${opened.id}` : ''}
        size="lg"
      >
        {opened && <ShiftReport hallId={hallId} shiftId={opened.id} />}
      </Modal>
    </Stack>
  );
}

function ShiftReport({ hallId, shiftId }: { hallId: number; shiftId: number }) {
  const report = useQuery(shiftReportQuery(hallId, shiftId));
  if (report.isError) return <QueryLoadError query={report} what="отчёт смены" />;
  if (!report.data) return <Skeleton h={320} />;
  return (
    <ShiftReportView
      report={report.data}
      onExport={(format) => exportShift(hallId, shiftId, format)}
    />
  );
}
