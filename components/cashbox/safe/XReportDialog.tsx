'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CashDesk } from '@/lib/api/cashbox';
import { registerXReport } from '@/lib/api/fiscal';
import { failureMessage } from '@/lib/api/messages';
import { formatMoney } from '@/lib/shared/money';

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value.toFixed(2)) : '—');

/** The register's X-report, asked of it when the dialog opens (a reading, no closing). */
export function XReportDialog({
  hallId,
  desk,
  onClose,
}: {
  hallId: number;
  /** null: closed. */
  desk: CashDesk | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={desk !== null}
      onClose={onClose}
      title={desk ? `X-отчёт: «${desk.name}»` : 'X-отчёт'}
      centered
    >
      {desk && <XReport key={desk.id} hallId={hallId} desk={desk} onClose={onClose} />}
    </Modal>
  );
}

function XReport({
  hallId,
  desk,
  onClose,
}: {
  hallId: number;
  desk: CashDesk;
  onClose: () => void;
}) {
  const report = useQuery({
    queryKey: [hallId, 'x-report', desk.id],
    queryFn: () => registerXReport(hallId, desk.id),
    gcTime: 0,
    retry: false,
  });
  const data = report.data;
  const part = (name: string) => (data?.[name] ?? {}) as Record<string, unknown>;
  const rows: [string, string][] = data
    ? [
        ['Смена кассы ККМ', String(data.ShiftNumber ?? '—')],
        ['Документов за смену', String(data.DocumentCount ?? '—')],
        ['Продажи', money(part('Sell').Taken)],
        ['Возвраты', money(part('ReturnSell').Taken)],
        ['Внесено', money(data.PutMoneySum)],
        ['Изъято', money(data.TakeMoneySum)],
        ['Наличных в кассе ККМ', money(data.SumInCashbox)],
      ]
    : [];
  return (
    <Stack gap="sm">
      {report.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Запрашиваем кассу ККМ…</Text>
        </Group>
      )}
      {report.isError && (
        <Alert color="red" title="Отчёт не получен">
          {failureMessage(report.error)}
        </Alert>
      )}
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {value}
          </Text>
        </Group>
      ))}
      <Group justify="flex-end">
        {report.isError && (
          <Button variant="default" onClick={() => void report.refetch()}>
            Повторить
          </Button>
        )}
        <Button onClick={onClose}>Закрыть</Button>
      </Group>
    </Stack>
  );
}
