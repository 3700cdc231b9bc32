'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import type { ShiftReport } from '@/lib/api/cashbox';
import { ShiftReportView } from './ShiftReportView';

/** «Смена закрыта»: the Z-report of the shift just closed. */
export function ZReportDialog({
  report,
  onClose,
}: {
  report: ShiftReport | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={report !== null} onClose={onClose} title="Смена закрыта" size="lg">
      {report && <ShiftReportView report={report} />}
    </Modal>
  );
}
