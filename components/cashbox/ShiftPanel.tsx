'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Button, Card, Collapse, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currentShiftQuery, type ShiftReport } from '@/lib/api/cashbox';
import { MANUAL_OPERATION_TYPES, OPERATION_LABELS } from '@/lib/shared/cashbox';
import { LoadError } from '../common/LoadError';
import { findDraft } from '../common/use-form-draft';
import { OpenShiftCard } from './OpenShiftCard';
import { operationDraftKey, type OperationDialogState } from './desk-drafts';
import { useHallClock } from '../common/use-hall-clock';
import { deferred, intentOf } from '../common/deferred';
import { loadOfflineKit } from './offline-kit-loader';
import classes from './ShiftPanel.module.css';
import { shownCash } from '@/lib/shared/cash-desks';
import { HandoverToAccept, HandoverUnderway } from './desk/HandoverCards';
import { SafeCountWaiting } from './desk/SafeCountWaiting';
import { TransfersInTransit } from './desk/TransfersInTransit';
import { KeptNote, isKept } from '../common/KeptNote';

// Movements and handovers need the network and come now and then: their code loads on intent.
const TransferDialog = deferred(
  () => import('./desk/TransferDialog').then((m) => m.TransferDialog),
  (props) => ({ ...props, kind: null }),
);
const HandoverDialog = deferred(
  () => import('./desk/HandoverDialog').then((m) => m.HandoverDialog),
  (props) => ({ ...props, opened: false }),
);
const CloseShiftDialog = deferred(
  () => import('./CloseShiftDialog').then((m) => m.CloseShiftDialog),
  (props) => ({ ...props, opened: false }),
);
// The X-report and the Z-report: their code loads on intent over «X-отчёт», or with the close.
const ShiftReportView = deferred(
  () => import('./ShiftReportView').then((m) => m.ShiftReportView),
  (props) => props,
);
const ZReportDialog = deferred(
  () => import('./ZReportDialog').then((m) => m.ZReportDialog),
  (props) => ({ ...props, report: null }),
);

// Operations are made offline too (they wait in the queue): the dialog is in the desk's offline
// kit, fetched once the desk has drawn its first screen.
const OperationDialog = deferred(
  () => loadOfflineKit().then((m) => m.OperationDialog),
  (props) => ({ ...props, state: null }),
);

/** The open shift: its cash, the buttons of the operations, the X-report, the close. */
export function ShiftPanel({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const current = useQuery(currentShiftQuery(hallId));
  // An operation typed before a re-login comes back in its dialog.
  const [operation, setOperation] = useState<OperationDialogState>(() =>
    findDraft(operationDraftKey(hallId)) === null ? null : {},
  );
  const [closing, setClosing] = useState(false);
  const [sending, setSending] = useState<'return' | 'transfer' | null>(null);
  const [handingOver, setHandingOver] = useState(false);
  const [xReport, setXReport] = useState(false);
  // The X-report is drawn at its first opening, not under the closed fold with the desk.
  const [xReportDrawn, setXReportDrawn] = useState(false);
  if (xReport && !xReportDrawn) setXReportDrawn(true);
  const [zReport, setZReport] = useState<ShiftReport | null>(null);

  const shift = current.data?.shift;
  // A shift kept from an earlier visit has no cash in it (decision 070): what reads the cash waits
  // for the server's answer; operations go, or wait in the queue, as ever.
  const kept = isKept(current);
  return (
    <>
      {/* The journal below waits for the desk's top (useDeskTopSettled): nothing moves when it comes. */}
      {current.isPending && <Skeleton className={classes.pending} />}
      {current.isError && !current.data && (
        <LoadError
          title="Не удалось загрузить смену"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      )}
      {current.data && !shift && <HandoverToAccept hallId={hallId} />}
      {current.data && !shift && <KeptNote query={current} />}
      {current.data && !shift && <OpenShiftCard hallId={hallId} />}
      {shift && (
        <Card withBorder padding="lg" mb="lg">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h4">
                  {shift.deskName} · смена № {shift.id}
                </Title>
                <Text size="sm" c="dimmed">
                  {clock.dateTime(shift.openedAt)} · {shift.openedBy ?? '—'} · операций:{' '}
                  {shift.operationCount}
                </Text>
                <KeptNote query={current} />
              </div>
              <div>
                <Text size="sm" c="dimmed" ta="right">
                  В кассе
                </Text>
                {kept ? (
                  <Text fz="lg" fw={700} lh={1.1} ta="right" c="dimmed">
                    обновляется…
                  </Text>
                ) : (
                  <Text
                    fz={shift.balance === null ? 'lg' : 28}
                    fw={700}
                    lh={1.1}
                    ta="right"
                    data-testid="cash-balance"
                  >
                    {shownCash(shift.balance)}
                  </Text>
                )}
              </div>
            </Group>
            <Group gap="xs">
              {MANUAL_OPERATION_TYPES.map((type) => (
                <Button key={type} variant="light" onClick={() => setOperation({ type })}>
                  {OPERATION_LABELS[type]}
                </Button>
              ))}
            </Group>
            <HandoverUnderway hallId={hallId} shiftId={shift.id} />
            <Group gap="xs">
              <Button
                variant="default"
                disabled={kept}
                {...TransferDialog.intent}
                onClick={() => setSending('return')}
              >
                Сдать в сейф
              </Button>
              <Button
                variant="default"
                disabled={kept}
                {...TransferDialog.intent}
                onClick={() => setSending('transfer')}
              >
                В другую кассу
              </Button>
              <Button
                variant="default"
                disabled={kept}
                {...HandoverDialog.intent}
                onClick={() => setHandingOver(true)}
              >
                Передать смену
              </Button>
            </Group>
            <Group gap="xs" justify="space-between">
              <Button
                variant="subtle"
                px={0}
                disabled={kept}
                {...ShiftReportView.intent}
                onClick={() => setXReport((shown) => !shown)}
              >
                {xReport ? 'Скрыть X-отчёт' : 'X-отчёт'}
              </Button>
              <Button
                color="red"
                variant="outline"
                disabled={kept}
                {...intentOf(CloseShiftDialog, ZReportDialog)}
                onClick={() => setClosing(true)}
              >
                Закрыть смену
              </Button>
            </Group>
            <Collapse expanded={xReport}>
              <ShiftReportView needed={xReportDrawn} report={shift} />
            </Collapse>
          </Stack>
          <TransferDialog
            needed={sending !== null}
            hallId={hallId}
            kind={sending}
            fromDeskId={shift.deskId}
            onClose={() => setSending(null)}
          />
          <HandoverDialog
            key={`handover-${shift.id}`}
            needed={handingOver}
            hallId={hallId}
            shift={shift}
            opened={handingOver}
            onClose={() => setHandingOver(false)}
          />
          <CloseShiftDialog
            key={shift.id}
            needed={closing}
            hallId={hallId}
            shift={shift}
            opened={closing}
            onClose={() => setClosing(false)}
            onClosed={(report) => {
              setClosing(false);
              setZReport(report);
            }}
          />
        </Card>
      )}
      {shift && <TransfersInTransit hallId={hallId} deskId={shift.deskId} />}
      <SafeCountWaiting hallId={hallId} />
      <OperationDialog
        needed={operation !== null}
        hallId={hallId}
        state={operation}
        onClose={() => setOperation(null)}
      />
      <ZReportDialog needed={zReport !== null} report={zReport} onClose={() => setZReport(null)} />
    </>
  );
}
