'use client';

import type { Order } from '@/lib/api/bar';
import { PrintDialog } from '../../common/print/PrintDialog';
import { FiscalCheque } from './FiscalCheque';

/** The order's cheques as they print: the sale's, and the return's once it is issued. */
export function FiscalChequeDialog({
  order,
  opened,
  onClose,
}: {
  order: Order;
  opened: boolean;
  onClose: () => void;
}) {
  const sale = order.fiscal;
  const back = order.returnFiscal?.status === 'issued' ? order.returnFiscal : null;
  return (
    <PrintDialog opened={opened} onClose={onClose} title={`Фискальный чек заказа № ${order.id}`}>
      {sale && <FiscalCheque order={order} cheque={sale} returned={false} />}
      {back && <FiscalCheque order={order} cheque={back} returned />}
    </PrintDialog>
  );
}
