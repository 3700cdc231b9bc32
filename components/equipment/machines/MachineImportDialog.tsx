'use client';

import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { importMachines } from '@/lib/api/machines';
import { equipmentKey } from '@/lib/api/query-keys';
import { MACHINE_IMPORT_COLUMNS } from '@/lib/shared/machine-orders';
import { FileImportDialog } from '../../common/FileImportDialog';

const FIELD_NAMES: Record<string, string> = {
  ...Object.fromEntries(MACHINE_IMPORT_COLUMNS.map((c) => [c, c])),
  file: 'Файл',
};

/** Head office loads a hall's slot machines from a file, each put into service (decision 069). */
export function MachineImportDialog({
  hallId,
  opened,
  onClose,
}: {
  hallId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <FileImportDialog
      opened={opened}
      onClose={onClose}
      title="Импорт игровых автоматов зала"
      help={`CSV (разделитель «;» или «,») или XLSX со строкой заголовков: ${MACHINE_IMPORT_COLUMNS.join(', ')}. Даты — ДД.ММ.ГГГГ или ГГГГ-ММ-ДД; denomination — номинал кредита в тенге; game — код игры из каталога с RTP не ниже 95 %; tax_reg_date — не позже in_service_from. Каждый автомат встаёт в эксплуатацию с in_service_from утверждённым нарядом «Импорт из файла»; его ключ выдаётся в карточке («Новый ключ»).`}
      fileLabel="Файл автоматов"
      submitLabel="Загрузить автоматы"
      fieldNames={FIELD_NAMES}
      run={importMachines(hallId)}
      onWritten={(result) => {
        notifications.show({ color: 'teal', message: `Автоматов загружено: ${result.created}` });
        void queryClient.invalidateQueries({ queryKey: equipmentKey(hallId) });
      }}
    />
  );
}
