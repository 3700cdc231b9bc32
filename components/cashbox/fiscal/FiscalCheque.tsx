'use client';

import { Box } from '@mantine/core';
import { renderSVG } from 'uqr';
import type { Order } from '@/lib/api/bar';
import { formatMoney } from '@/lib/shared/money';
import { useHallClock } from '../../common/use-hall-clock';
import print from '../../common/print/Print.module.css';
import classes from './Cheque.module.css';

type Cheque = NonNullable<Order['fiscal']>;

/**
 * A fiscal cheque on 80 mm paper with what the law asks of it (Tax Code art. 113; Webkassa's
 * list of a cheque's required data): the organisation and its BIN, the register's address, ЗНМ
 * and РНМ, its shift and the cheque's number in it, the lines, the total and its VAT with the
 * rate, the fiscal sign, the time, the ОФД and where to check the cheque, the QR code of its
 * address, and «автономный режим» when it was issued offline.
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
    <section
      className={`${classes.cheque} ${print.sheet} ${print.roll}`}
      aria-label={returned ? 'Чек возврата' : 'Фискальный чек'}
    >
      <div className={`${classes.center} ${classes.bold}`}>{cheque.taxPayerName ?? ''}</div>
      <div className={classes.center}>БИН {cheque.taxPayerIn ?? '—'}</div>
      {cheque.address && <div className={classes.center}>{cheque.address}</div>}
      <hr className={classes.rule} />
      <div className={classes.center}>Смена № {cheque.shiftNumber ?? '—'}</div>
      <div className={classes.row}>
        <span>{returned ? 'ВОЗВРАТ ПРОДАЖИ' : 'ПРОДАЖА'}</span>
        <span>№ {cheque.orderNumber ?? '—'}</span>
      </div>
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
      {cheque.vat.map((v) => (
        <div key={v.rate} className={classes.row}>
          <span>в т. ч. НДС {v.rate} %</span>
          <span>{formatMoney(v.amount)}</span>
        </div>
      ))}
      {cheque.vat.length === 0 && <div>Без НДС</div>}
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
