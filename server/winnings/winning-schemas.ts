import { z } from '@hono/zod-openapi';
import { REASON_MAX, WINNING_STATUS_LABELS, type WinningStatus } from '@/lib/shared/winnings';
import { messages } from '@/lib/shared/validation/messages';
import { Money } from '../money-fields';
import { ExportQuery } from '../exports/export-route';
import { HallParams } from '../halls/hall-params';
import { checkRange, dateRangeQuery, idText, pageQuery } from '../list-query';
import { ShortClient } from '../cashbox/payee-fields';
import { amountInput } from '../money-fields';

const statuses = Object.keys(WINNING_STATUS_LABELS) as [WinningStatus];

/** A win the hall owes or owed, as a hand-pay slip: who asked, who decided, when. */
export const OwedWinning = z
  .object({
    id: z.number().int(),
    hallId: z.number().int(),
    status: z.enum(statuses),
    needsApproval: z.boolean(),
    amount: Money,
    client: ShortClient,
    terminal: z.string(),
    requestedAt: z.string(),
    requestedBy: z.string().nullable(),
    requestedById: z.number().int(),
    deadline: z.string().openapi({ description: 'Последний из трёх календарных дней зала' }),
    overdue: z.boolean(),
    decidedAt: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decisionNote: z.string(),
    operationId: z.number().int().nullable(),
  })
  .openapi('OwedWinning');

export const OwedWinningList = z
  .object({ items: z.array(OwedWinning), total: z.number().int() })
  .openapi('OwedWinningList');

/** The answer 202: the payout waits, nothing has left the desk. */
export const PayoutWaiting = z
  .object({
    approval: z.object({ id: z.number().int(), status: z.enum(statuses) }),
    winning: OwedWinning,
  })
  .openapi('PayoutWaiting');

export const ApprovalListQuery = z.object({
  status: z
    .enum([...statuses, 'all'], { error: 'Статус: pending, approved, refused, paid или all' })
    .default('pending'),
});

export const WinningParams = HallParams.extend({
  id: idText('Неверный номер выплаты').openapi({ param: { name: 'id', in: 'path' } }),
});

const reason = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть текстом` })
    .trim()
    .max(REASON_MAX, messages.lengthMax(REASON_MAX));

export const PayoutRefusal = z
  .strictObject({ reason: reason('Причина').default('') })
  .openapi('PayoutRefusal');

/** The register's filter: days on each hall's own clock. */
const monitoringFilter = {
  ...dateRangeQuery,
  hallId: idText('Неверный номер зала').optional(),
};

export const MonitoringListQuery = z
  .object({ ...pageQuery(50), ...monitoringFilter })
  .superRefine(checkRange);

export const MonitoringExportQuery = z
  .object({ ...monitoringFilter, ...ExportQuery })
  .superRefine(checkRange);

/** An entry of the monitoring register: what an FM-1 report takes. */
export const MonitoringEntry = z
  .object({
    id: z.number().int(),
    occurredAt: z.string(),
    hallId: z.number().int(),
    hallName: z.string(),
    amount: Money,
    operationId: z.number().int(),
    clientId: z.number().int().nullable(),
    iin: z.string().nullable(),
    document: z.string().nullable().openapi({ description: 'Тип и номер документа иностранца' }),
    fullName: z.string(),
    citizenship: z.string(),
    correctsId: z.number().int().nullable(),
    reason: z.string(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
  })
  .openapi('MonitoringEntry');

export const MonitoringPage = z
  .object({
    threshold: Money.openapi({ description: 'Порог реестра: AML_THRESHOLD_TENGE' }),
    items: z.array(MonitoringEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('MonitoringPage');

export const MonitoringParams = z.object({
  id: idText('Неверный номер записи').openapi({ param: { name: 'id', in: 'path' } }),
});

/** A correction: the fields that were wrong, and why; the rest is copied from the entry. */
export const MonitoringCorrection = z
  .strictObject({
    amount: amountInput('Сумма').optional(),
    fullName: reason('ФИО').min(3, 'ФИО — не короче 3 символов').max(200).optional(),
    citizenship: z
      .string({ error: 'Гражданство — три латинские буквы' })
      .regex(/^[A-Za-z]{3}$/, 'Гражданство — три латинские буквы кода страны, например KAZ')
      .transform((value) => value.toUpperCase())
      .optional(),
    reason: reason('Основание исправления').min(5, 'Укажите основание исправления'),
  })
  .openapi('MonitoringCorrection');

export type MonitoringFilter = z.infer<typeof MonitoringListQuery>;
export type OwedWinningRecord = z.infer<typeof OwedWinning>;
