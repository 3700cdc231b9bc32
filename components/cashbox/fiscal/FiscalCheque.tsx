'use client';

import { Box } from '@mantine/core';
import { renderSVG } from 'uqr';
import type { Order } from '@/lib/api/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { useHallClock } from '../../common/use-hall-clock';
import classes from './Cheque.module.css';

type Cheque = NonNullable<Order['fiscal']>;

/**
 * A fiscal cheque on 80 mm paper with what the law asks of it (Tax Code art. 113; Webkassa's
 * list of a cheque's required data): the organisation and its BIN, the register's ЗНМ and РНМ,
 * the lines, the total and its VAT, the fiscal sign, the time, the ОФД and where to check the
 * cheque, the QR code of its address, and «автономный режим» when it was issued offline.
 */
export function FiscalCheque({
  order,
  cheque,
  returned,
}: {
  order: Order;
  cheque: Cheque;
  returned: boolean;
}) {
  const clock = useHallClock();
  const ticket = cheque.ticketUrl ?? '';
  return (
    <section className={classes.cheque} aria-label={returned ? 'Чек возврата' : 'Фискальный чек'}>
      <div className={`${classes.center} ${classes.bold}`}>{cheque.taxPayerName ?? ''}</div>
      <div className={classes.center}>БИН {cheque.taxPayerIn ?? '—'}</div>
      <hr className={classes.rule} />
      <div className={classes.center}>{returned ? 'ВОЗВРАТ ПРОДАЖИ' : 'ПРОДАЖА'}</div>
      <div className={classes.center}>Заказ № {order.id}</div>
      <hr className={classes.rule} />
      {order.items.map((line, i) => (
        <div key={line.productId}>
          <div>
            {i + 1}. {line.name}
          </div>
          <div className={classes.row}>
            <span>
              {line.quantity} шт × {formatMoney(line.price)}
            </span>
            <span>{formatMoney(line.total)}</span>
          </div>
        </div>
      ))}
      <hr className={classes.rule} />
      <div className={`${classes.row} ${classes.bold}`}>
        <span>ИТОГО</span>
        <span>{formatMoney(order.total)}</span>
      </div>
      <div className={classes.row}>
        <span>Наличные</span>
        <span>{formatMoney(order.total)}</span>
      </div>
      <div className={classes.row}>
        <span>в т. ч. НДС</span>
        <span>{formatMoney(cheque.vatTotal)}</span>
      </div>
      <hr className={classes.rule} />
      <div>ФП (фискальный признак): {cheque.checkNumber}</div>
      <div>Время: {cheque.issuedAt ? clock.dateTime(cheque.issuedAt) : '—'}</div>
      <div>ОФД: {cheque.ofdName ?? '—'}</div>
      <div>Для проверки чека зайдите на сайт: {cheque.ofdHost ?? '—'}</div>
      <hr className={classes.rule} />
      <div className={`${classes.center} ${classes.bold}`}>ФИСКАЛЬНЫЙ ЧЕК</div>
      {cheque.offline && (
        <div className={`${classes.center} ${classes.bold}`}>АВТОНОМНЫЙ РЕЖИМ</div>
      )}
      {ticket && (
        <Box
          component="img"
          className={classes.qr}
          src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(ticket))}`}
          alt={`QR-код чека: ${ticket}`}
        />
      )}
      <div className={classes.center}>РНМ: {cheque.registrationNumber ?? '—'}</div>
      <div className={classes.center}>ЗНМ: {cheque.uniqueNumber ?? '—'}</div>
    </section>
  );
}
