'use client';

import '@mantine/core/styles/Divider.layer.css';
import { Divider } from '@mantine/core';
import { Fragment } from 'react';
import print from '../../common/print/Print.module.css';
import { PrintDialog } from '../../common/print/PrintDialog';
import { CashOrder, type CashOrderData } from './CashOrder';
import classes from './Paper.module.css';

/** The cash orders of an entry as they print, with «Печать». */
export function SlipDialog({
  orders,
  opened,
  onClose,
}: {
  orders: CashOrderData[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <PrintDialog opened={opened} onClose={onClose} title="Кассовые ордера" size="xl" gap="lg">
      <div className={`${classes.paper} ${print.sheet} ${print.a4}`}>
        {orders.map((order, i) => (
          <Fragment key={i}>
            {i > 0 && <Divider my="lg" variant="dashed" />}
            <CashOrder order={order} />
          </Fragment>
        ))}
      </div>
    </PrintDialog>
  );
}
