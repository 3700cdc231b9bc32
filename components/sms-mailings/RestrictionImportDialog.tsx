'use client';

import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { RESTRICTIONS_KEY } from '@/lib/api/query-keys';
import { importRestrictions } from '@/lib/api/restrictions';
import { FileImportDialog } from '../common/FileImportDialog';

const FIELD_NAMES: Record<string, string> = {
  iin: 'iin',
  document: 'document',
  from: 'from',
  to: 'to',
  source: 'source',
  file: 'Файл',
};

/** Head office loads an official list into the register (decision 055). */
export function RestrictionImportDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <FileImportDialog
      opened={opened}
      onClose={onClose}
      title="Импорт списка ограничений"
      help="CSV (разделитель «;» или «,») или XLSX со строкой заголовков: iin (или document — тип и номер через двоеточие, например passport:N1234567), from, to (ДД.ММ.ГГГГ или ГГГГ-ММ-ДД), source (debtors — реестр должников, self — самоограничения, list — иной список). Записи реестра не меняются и не удаляются: повторная загрузка того же файла ничего не добавит."
      fileLabel="Файл списка"
      submitLabel="Загрузить список"
      fieldNames={FIELD_NAMES}
      run={importRestrictions}
      onWritten={(result) => {
        notifications.show({
          color: 'teal',
          message: `Список загружен: новых записей ${result.created}, уже были ${result.unchanged}`,
        });
        void queryClient.invalidateQueries({ queryKey: RESTRICTIONS_KEY });
      }}
    />
  );
}
