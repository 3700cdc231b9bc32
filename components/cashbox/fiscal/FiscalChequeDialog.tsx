'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { Order } from '@/lib/api/cashbox';
import { FiscalCheque } from './FiscalCheque';
import classes from './Cheque.module.css';

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
    <Modal opened={opened} onClose={onClose} title={`Фискальный чек заказа № ${order.id}`}>
      <Stack gap="md">
        <Group justify="flex-end" className={classes.noPrint}>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
          >
            Печать
          </Button>
        </Group>
        {sale && <FiscalCheque order={order} cheque={sale} returned={false} />}
        {back && <FiscalCheque order={order} cheque={back} returned />}
      </Stack>
    </Modal>
  );
}
