'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Button, Group, Modal, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cashDesksQuery, type ShiftReport } from '@/lib/api/cashbox';
import { safeQuery } from '@/lib/api/cash-desks';
import type { SentTransferKind } from '@/lib/shared/cash-transfers';
import { LoadError } from '../../common/LoadError';
import { TransferDialog } from '../desk/TransferDialog';
import { TransfersInTransit } from '../desk/TransfersInTransit';
import { ShiftReportView } from '../ShiftReportView';
import { DeskCards } from './DeskCards';
import { FiscalReportSection } from './FiscalReportSection';
import { DisputedHandovers } from './DisputedHandovers';
import { MovementsJournal } from './MovementsJournal';
import { SafeCountDialog } from './SafeCountDialog';
import { SafeSummary } from './SafeSummary';

/**
 * «Сейф»: the manager's side of the hall's cash. The safe and its two-person count, the fills,
 * collections and deliveries, the desks, the handovers to decide and the movements' journal.
 */
export function SafeTab({ hallId }: { hallId: number }) {
  const safe = useQuery(safeQuery(hallId));
  const desks = useQuery(cashDesksQuery(hallId));
  const [sending, setSending] = useState<SentTransferKind | null>(null);
  const [counting, setCounting] = useState<'count' | 'confirm' | null>(null);
  const [closed, setClosed] = useState<ShiftReport | null>(null);

  if (safe.isPending) return <Skeleton h={220} mb="lg" />;
  if (safe.isError && !safe.data) {
    return (
      <LoadError
        title="Не удалось загрузить сейф"
        error={safe.error}
        onRetry={() => safe.refetch()}
      />
    );
  }
  const pending = safe.data.pendingCount;
  return (
    <>
      <SafeSummary
        safe={safe.data}
        onCount={() => setCounting('count')}
        onConfirm={() => setCounting('confirm')}
      />
      <Group gap="xs" mb="lg">
        <Button variant="default" onClick={() => setSending('fill')}>
          Выдать в кассу
        </Button>
        <Button variant="default" onClick={() => setSending('collection')}>
          Инкассация в банк
        </Button>
        <Button variant="default" onClick={() => setSending('delivery')}>
          Подкрепление из банка
        </Button>
      </Group>
      <TransfersInTransit hallId={hallId} deskId={safe.data.deskId} />
      <DisputedHandovers hallId={hallId} />
      {desks.data && (
        <DeskCards
          hallId={hallId}
          desks={desks.data.items.filter((d) => d.kind !== 'safe')}
          onClosedShift={setClosed}
        />
      )}
      <FiscalReportSection hallId={hallId} />
      <MovementsJournal hallId={hallId} />
      <TransferDialog hallId={hallId} kind={sending} onClose={() => setSending(null)} />
      {counting && (
        <SafeCountDialog
          hallId={hallId}
          confirming={counting === 'confirm' && pending ? pending : null}
          onClose={() => setCounting(null)}
        />
      )}
      <Modal
        opened={closed !== null}
        onClose={() => setClosed(null)}
        title="Смена закрыта"
        size="lg"
      >
        {closed && <ShiftReportView report={closed} />}
      </Modal>
    </>
  );
}
