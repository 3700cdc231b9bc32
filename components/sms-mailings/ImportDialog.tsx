'use client';

import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { downloadImportTemplate, importClients } from '@/lib/api/clients';
import { IMPORT_COLUMNS } from '@/lib/shared/clients';
import { FileImportDialog } from '../common/FileImportDialog';

const FIELD_NAMES: Record<string, string> = { ...IMPORT_COLUMNS, file: 'Файл' };

/** Head office loads a client base (decision 041). */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <FileImportDialog
      opened={opened}
      onClose={onClose}
      title="Импорт базы клиентов"
      help={`CSV (UTF-8, разделитель «;» или «,») или XLSX со столбцами: ${Object.values(IMPORT_COLUMNS).join(', ')}. Зал — номер или название; согласие — «да» или «нет»; дата — ДД.ММ.ГГГГ; ИИН — 12 цифр, если известен. Известный номер обновляет ФИО и согласие клиента и записывает ИИН, если его не было.`}
      fileLabel="Файл базы"
      submitLabel="Загрузить базу"
      fieldNames={FIELD_NAMES}
      run={importClients}
      template={downloadImportTemplate}
      onWritten={(result) => {
        notifications.show({
          color: 'teal',
          message: `База загружена: новых ${result.created}, изменено ${result.updated}`,
        });
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[1] === 'clients' });
      }}
    />
  );
}
