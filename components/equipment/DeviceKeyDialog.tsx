'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Alert, Button, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { issueDeviceKey, type Device } from '@/lib/api/equipment';
import { failureMessage } from '@/lib/api/messages';

/**
 * A device's key, shown this once: after a registration it comes with the device; for
 * «Новый ключ» the dialog first asks, since the old key stops working at the next heartbeat.
 */
export type KeyTarget = { device: Device; key: string | null };

type Props = { hallId: number; target: KeyTarget | null; onClose: () => void };

export function DeviceKeyDialog({ hallId, target, onClose }: Props) {
  const [issued, setIssued] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: (device: Device) => issueDeviceKey(hallId, device.id),
    onSuccess: ({ key }) => setIssued(key),
  });
  const key = target?.key ?? issued;
  const close = () => {
    setIssued(null);
    issue.reset();
    onClose();
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={target ? `Ключ устройства ${target.device.number}` : ''}
      closeOnClickOutside={false}
    >
      {target && !key && (
        <Stack>
          <Text size="sm">
            Прежний ключ перестанет действовать со следующего сигнала устройства. Новый ключ нужно
            будет сразу ввести в настройки устройства.
          </Text>
          {issue.isError && (
            <Alert color="red" title="Ключ не выдан">
              {failureMessage(issue.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button loading={issue.isPending} onClick={() => issue.mutate(target.device)}>
              Выдать новый ключ
            </Button>
          </Group>
        </Stack>
      )}
      {target && key && (
        <Stack>
          <Alert color="yellow" title="Ключ показывается один раз">
            Скопируйте его в настройки устройства сейчас: система хранит только его отпечаток и
            показать ключ снова не сможет. Потерянный ключ заменяет «Новый ключ».
          </Alert>
          <Paper withBorder p="sm">
            <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
              {key}
            </Text>
          </Paper>
          <Group justify="flex-end">
            <CopyButton value={key} timeout={2000}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Скопировано' : 'Копировать'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Готово</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
