'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Button, Divider, Group, Modal, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Fragment } from 'react';
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
    <Modal opened={opened} onClose={onClose} title="Кассовые ордера" size="xl">
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
  );
}
