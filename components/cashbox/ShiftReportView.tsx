'use client';

import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ShiftReport } from '@/lib/api/cashbox';
import type { DownloadedFile } from '@/lib/api/client';
import type { ExportFormat } from '@/lib/api/reports';
import { ExportMenu } from '../reports/ExportMenu';
import { formatMoney } from '@/lib/shared/money';
import { useHallsStore } from '@/stores/halls-store';
import { ShiftTotals } from './ShiftTotals';
import print from '../common/print/Print.module.css';
import { PrintButton } from '../common/print/PrintButton';
import classes from './ShiftReportView.module.css';
import { useHallClock } from '../common/use-hall-clock';
import { shownCash } from '@/lib/shared/cash-desks';

/**
 * The X-report of an open shift or the Z-report of a closed one, as it prints: on one A4 page,
 * black on white, nothing else of the screen.
 */
type Props = {
  report: ShiftReport;
  /** The report as the API's file, for «Экспорт». */
  onExport?: (format: ExportFormat) => Promise<DownloadedFile>;
};

/** The register's Z-report of the shift in a line: its shift and cash, or how far it has come. */
function registerZText(
  z: NonNullable<ShiftReport['registerZ']>,
  dateTime: (at: string | null) => string,
) {
  if (z.status === 'pending') return 'Z-отчёт ждёт отправки в кассу ККМ';
  if (z.status === 'failed') return `Z-отчёт не снят: ${z.error ?? 'касса ККМ отказала'}`;
  if (z.note) return `Z-отчёт не нужен: ${z.note}`;
  const cash = z.cashInRegister ? `, наличных ${formatMoney(z.cashInRegister)}` : '';
  return `Z-отчёт смены № ${z.shiftNumber ?? '—'} (${dateTime(z.issuedAt)})${cash}`;
}

export function ShiftReportView({ report, onExport }: Props) {
  const hall = useHallsStore((s) => s.hallsList.find((h) => h.id === s.currentHall));
  const address = useHallsStore((s) => s.addresses.find((a) => a.hallId === s.currentHall));
  const clock = useHallClock();
  const dateTime = (iso: string | null) => (iso ? clock.dateTime(iso) : '—');
  const closed = report.status === 'closed';
  const line = (label: string, value: string, strong = false) => (
    <>
      <Text size="sm">{label}</Text>
      <Text size="sm" ta="right" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </>
  );
  return (
    <Stack
      gap="sm"
      className={`${classes.report} ${print.sheet} ${print.a4}`}
      data-testid="shift-report"
    >
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {closed ? 'Z-отчёт' : 'X-отчёт'} · смена № {report.id}
          </Title>
          {hall && (
            <Text size="sm" c="dimmed">
              {hall.name}
              {address && `, ${address.city}, ${address.address}`}
            </Text>
          )}
        </div>
        <Group gap="xs" className={print.noPrint}>
          {onExport && <ExportMenu download={onExport} />}
          <PrintButton />
        </Group>
      </Group>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
        {line('Открыта', `${dateTime(report.openedAt)} · ${report.openedBy ?? '—'}`)}
        {closed && line('Закрыта', `${dateTime(report.closedAt)} · ${report.closedBy ?? '—'}`)}
        {line('Наличные на начало', formatMoney(report.openingCash))}
        {line(
          closed ? 'Ожидалось в кассе' : 'В кассе сейчас',
          shownCash(report.expectedCash ?? report.balance),
          true,
        )}
        {closed && line('Пересчитано', formatMoney(report.countedCash ?? '0'), true)}
        {closed &&
          line(
            'Расхождение',
            report.discrepancy === '0.00'
              ? 'нет'
              : `${report.discrepancy?.startsWith('-') ? 'недостача' : 'излишек'} ${formatMoney((report.discrepancy ?? '0').replace('-', ''))}`,
            true,
          )}
        {line('Операций', String(report.operationCount))}
        {report.registerZ && line('Касса ККМ', registerZText(report.registerZ, dateTime))}
      </SimpleGrid>
      <ShiftTotals totals={report.totals} caption="Итоги по видам операций" />
      {report.winnings.length > 0 && (
        <Stack gap={2}>
          <Text fw={700} size="sm">
            Выплаты выигрышей
          </Text>
          {report.winnings.map((w) => (
            <Text key={w.operationId} size="sm">
              № {w.operationId} · {dateTime(w.createdAt)} · {w.client.shortName} · автомат №{' '}
              {w.terminal} · {formatMoney(w.amount)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
