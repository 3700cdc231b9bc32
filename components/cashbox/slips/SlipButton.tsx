'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { CashOrder, type CashOrderData } from './CashOrder';
import classes from './Paper.module.css';

/** «Ордер»: the cash orders of an entry, shown as they print. */
export function SlipButton({ orders, subject }: { orders: CashOrderData[]; subject: string }) {
  const [open, setOpen] = useState(false);
  if (orders.length === 0) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={`Ордер: ${subject}`}
        onClick={() => setOpen(true)}
      >
        Ордер
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Кассовые ордера" size="xl">
        <Stack gap="lg">
          <Group justify="flex-end" className={classes.noPrint}>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
            >
              Печать
            </Button>
          </Group>
          <div className={classes.paper}>
            {orders.map((order, i) => (
              <Fragment key={i}>
                {i > 0 && <Divider my="lg" variant="dashed" />}
                <CashOrder order={order} />
              </Fragment>
            ))}
          </div>
        </Stack>
      </Modal>
    </>
  );
}
