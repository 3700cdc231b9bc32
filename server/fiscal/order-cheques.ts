/**
 * A linked desk's sales and returns read back onto the orders, and a refused cheque sent again.
 */
import { inArray, sql } from 'drizzle-orm';
import type { FiscalStatus } from '@/lib/shared/fiscal';
import { fromMinorUnits } from '@/lib/shared/money';
import { queryRows, type Db } from '../db/database';
import { fiscalDocuments } from '../db/schema';
import { ApiError } from '../errors';
import { returnCheque, saleCheque, type ChequeRequest } from './cheque';
import { queueReturnCheque } from './outbox';
import type { FiscalChequeRecord } from './register-schemas';

type Writer = { tx: Db; hallId: number; now: Date };

/** The cheque's VAT by rate, in tiyn, highest rate first (positions without VAT carry none). */
function vatByRate(request: ChequeRequest) {
  const byRate = new Map<number, bigint>();
  for (const p of request.Positions ?? []) {
    if (p.TaxType !== 100) continue;
    byRate.set(p.TaxPercent, (byRate.get(p.TaxPercent) ?? 0n) + BigInt(Math.round(p.Tax * 100)));
  }
  return [...byRate].sort((a, b) => b[0] - a[0]);
}

const view = (row: typeof fiscalDocuments.$inferSelect): FiscalChequeRecord => {
  const answer = row.answer as {
    Organization?: { TaxPayerName?: string; TaxPayerIN?: string } | null;
    Address?: string | null;
  } | null;
  const organization = answer?.Organization;
  const vat = vatByRate(row.request as ChequeRequest);
  return {
    status: row.status as FiscalStatus,
    checkNumber: row.checkNumber,
    ticketUrl: row.ticketUrl,
    offline: row.offline,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    registrationNumber: row.registrationNumber,
    uniqueNumber: row.uniqueNumber,
    ofdName: row.ofdName,
    ofdHost: row.ofdHost,
    taxPayerName: organization?.TaxPayerName ?? null,
    taxPayerIn: organization?.TaxPayerIN ?? null,
    error: row.status === 'issued' ? null : row.lastError,
    orderNumber: row.orderNumber,
    shiftNumber: row.shiftNumber,
    address: answer?.Address ?? null,
    vatTotal: fromMinorUnits(vat.reduce((sum, [, amount]) => sum + amount, 0n)),
    vat: vat.map(([rate, amount]) => ({ rate, amount: fromMinorUnits(amount) })),
  };
};

/** The orders' cheques: for each order its sale's and its return's, where they exist. */
export async function chequesOfOrders(db: Db, orderIds: number[]) {
  const rows = orderIds.length
    ? await db.select().from(fiscalDocuments).where(inArray(fiscalDocuments.orderId, orderIds))
    : [];
  const byOrder = new Map<
    number,
    { fiscal: FiscalChequeRecord | null; returnFiscal: FiscalChequeRecord | null }
  >();
  for (const row of rows) {
    const entry = byOrder.get(row.orderId!) ?? { fiscal: null, returnFiscal: null };
    if (row.kind === 'sale') entry.fiscal = view(row);
    else if (row.kind === 'return') entry.returnFiscal = view(row);
    byOrder.set(row.orderId!, entry);
  }
  return byOrder;
}

/**
 * The order's refused cheques sent again, as the manager asks once the cause is fixed (a product's
 * VAT rate, say): rebuilt from the order's lines at the products' rates now, under their own
 * external numbers (the register refused them, so no cheque has those numbers), pending again. A
 * cancelled order whose sale had failed gets its return now. 409 when nothing failed.
 */
export async function retryRefusedCheques(w: Writer, orderId: number) {
  const failed = await queryRows<{ id: number; kind: 'sale' | 'return'; external_number: string }>(
    w.tx,
    sql`select f.id, f.kind, f.external_number from fiscal_documents f
        join orders o on o.id = f.order_id
        where f.order_id = ${orderId} and o.hall_id = ${w.hallId} and f.status = 'failed'
        order by f.id
        for update of f`,
  );
  if (failed.length === 0) {
    throw new ApiError(409, 'nothing_to_retry', 'У заказа нет непробитого чека');
  }
  const lines = await queryRows<{
    product_id: number;
    name: string;
    price: string;
    quantity: number;
    vat_rate: number | null;
  }>(
    w.tx,
    sql`select i.product_id, i.name, i.price::text as price, i.quantity, p.vat_rate
        from order_items i join products p on p.id = i.product_id
        where i.order_id = ${orderId} order by i.name`,
  );
  const rebuilt = (externalNumber: string) =>
    saleCheque({
      id: orderId,
      externalNumber,
      lines: lines.map((l) => ({
        productId: l.product_id,
        name: l.name,
        price: BigInt(l.price),
        quantity: l.quantity,
        vatRate: l.vat_rate,
      })),
    }).request;
  for (const doc of failed) {
    const sale = rebuilt(doc.external_number);
    const request = doc.kind === 'sale' ? sale : returnCheque(sale, doc.external_number);
    await w.tx.execute(sql`
      update fiscal_documents set status = 'pending', request = ${JSON.stringify(request)}::jsonb,
        attempts = 0, next_attempt_at = null, error_code = null, last_error = null
      where id = ${doc.id}`);
  }
  const [refund] = await queryRows<{ shift_id: number; returned: boolean }>(
    w.tx,
    sql`select o.shift_id, exists (select 1 from fiscal_documents f
          where f.order_id = ${orderId} and f.kind = 'return') as returned
        from cash_operations o where o.order_id = ${orderId} and o.type = 'refund'
        order by o.id desc limit 1`,
  );
  if (refund && !refund.returned) {
    await queueReturnCheque(w, { id: orderId, refundShiftId: refund.shift_id });
  }
}
