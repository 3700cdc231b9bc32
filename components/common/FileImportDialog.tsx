'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { Table } from './Table';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '@/lib/api/messages';
import { ScrollRegion } from './ScrollRegion';
import { useDesktop } from './use-desktop';
import type { DownloadedFile } from '@/lib/api/client';
import { saveFile } from './save-file';

/** What an import's check or import answers (`updated` where a row may change a record). */
export type FileImportResult = {
  rows: number;
  created: number;
  updated?: number;
  unchanged: number;
  errors: { row: number; field: string; message: string }[];
  moreErrors: number;
  written: boolean;
};

type Stage<R> =
  | { step: 'choose' }
  | { step: 'running'; dryRun: boolean; share: number }
  | { step: 'checked'; result: R }
  | { step: 'done'; result: R };

export type FileImportProps<R extends FileImportResult> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the file holds: its columns and their forms. */
  help: ReactNode;
  fileLabel: string;
  /** «Загрузить базу», «Загрузить список». */
  submitLabel: string;
  /** The columns' names as the errors' table shows them. */
  fieldNames: Record<string, string>;
  run: (
    file: File,
    options: { dryRun: boolean; skipInvalid: boolean },
    onProgress: (share: number) => void,
  ) => Promise<R>;
  /** After a written import: the notice and the lists read again. */
  onWritten: (result: R) => void;
  /** The empty file with the columns, where there is one. */
  template?: (format: 'csv' | 'xlsx') => Promise<DownloadedFile>;
};

/**
 * A file loaded by head office: the template, a file, its check (every row, nothing written, the
 * errors in a table), then the import itself — all or nothing, or the good rows only.
 */
export function FileImportDialog<R extends FileImportResult>({
  opened,
  onClose,
  title,
  help,
  fileLabel,
  submitLabel,
  fieldNames,
  run: send,
  onWritten,
  template,
}: FileImportProps<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage<R>>({ step: 'choose' });
  const [skipInvalid, setSkipInvalid] = useState(false);
  const running = stage.step === 'running';
  // A phone gets the whole screen: the errors' table and the buttons need it.
  const desktop = useDesktop();

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setStage({ step: 'running', dryRun, share: 0 });
    try {
      const result = await send(file, { dryRun, skipInvalid }, (share) =>
        setStage({ step: 'running', dryRun, share }),
      );
      setStage({ step: dryRun ? 'checked' : 'done', result });
      if (!dryRun && result.written) onWritten(result);
    } catch (error) {
      setStage({ step: 'choose' });
      notifications.show({ color: 'red', message: failureMessage(error) });
    }
  };
  const close = () => {
    if (running) return;
    setStage({ step: 'choose' });
    setFile(null);
    onClose();
  };
  const result = stage.step === 'checked' || stage.step === 'done' ? stage.result : null;
  const errorCount = result ? result.errors.length + result.moreErrors : 0;

  return (
    <Modal opened={opened} onClose={close} title={title} size="xl" fullScreen={!desktop}>
      <Stack gap="md">
        <Text size="sm">{help}</Text>
        {template && (
          <Group gap="xs">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                size="xs"
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() =>
                  void template(format).then(saveFile, (error: unknown) =>
                    notifications.show({ color: 'red', message: failureMessage(error) }),
                  )
                }
              >
                Шаблон {format.toUpperCase()}
              </Button>
            ))}
          </Group>
        )}
        <FileInput
          label={fileLabel}
          placeholder="Выберите файл"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={file}
          onChange={(next) => {
            setFile(next);
            setStage({ step: 'choose' });
          }}
          disabled={running}
          clearable
          clearButtonProps={{ 'aria-label': 'Убрать файл' }}
        />
        {stage.step === 'running' && (
          <Stack gap={4}>
            <Text size="sm">
              {stage.dryRun ? 'Проверка' : 'Загрузка'}: {Math.round(stage.share * 100)}%
            </Text>
            <Progress
              value={stage.share * 100}
              animated
              aria-label={stage.dryRun ? 'Проверка файла' : 'Загрузка базы'}
            />
          </Stack>
        )}
        {result && (
          <Alert
            color={errorCount ? 'orange' : 'teal'}
            title={
              stage.step === 'done'
                ? result.written
                  ? 'Загружено'
                  : 'Ничего не записано: в файле ошибки'
                : errorCount
                  ? `Проверка: ошибок ${errorCount}`
                  : 'Проверка: ошибок нет'
            }
          >
            Строк {result.rows}: {stage.step === 'done' && result.written ? '' : 'будет '}новых{' '}
            {result.created}
            {result.updated === undefined ? '' : `, изменённых ${result.updated}`}, без изменений{' '}
            {result.unchanged}
            {errorCount ? `, с ошибками ${errorCount}` : ''}.
          </Alert>
        )}
        {result && result.errors.length > 0 && (
          <ScrollRegion label="Ошибки файла" maxHeight={280} minWidth={480}>
            <Table striped stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>Строка</Table.Th>
                  <Table.Th w={150}>Столбец</Table.Th>
                  <Table.Th>Ошибка</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{fieldNames[error.field] ?? error.field}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {result.moreErrors > 0 && (
              <Text size="sm" c="dimmed" mt="xs">
                И ещё {result.moreErrors} — исправьте показанные и проверьте файл снова.
              </Text>
            )}
          </ScrollRegion>
        )}
        {stage.step === 'checked' && errorCount > 0 && (
          <Checkbox
            label="Загрузить верные строки, пропустив строки с ошибками"
            checked={skipInvalid}
            onChange={(event) => setSkipInvalid(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={running}>
            {stage.step === 'done' ? 'Закрыть' : 'Отмена'}
          </Button>
          {stage.step !== 'checked' ? (
            <Button onClick={() => void run(true)} disabled={!file} loading={running}>
              Проверить файл
            </Button>
          ) : (
            <Button onClick={() => void run(false)} disabled={errorCount > 0 && !skipInvalid}>
              {submitLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
