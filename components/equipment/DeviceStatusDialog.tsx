'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import { equipmentKey } from '@/lib/api/query-keys';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api/client';
import { changeDeviceStatus, deviceHistoryQuery, type Device } from '@/lib/api/equipment';
import { failureFields, failureMessage } from '@/lib/api/messages';
import {
  DEVICE_NOTE_MAX,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
  type ServiceStatus,
} from '@/lib/shared/equipment';
import { all, length, noControlChars } from '@/lib/forms/validators';
import { messages } from '@/lib/shared/validation/messages';

type Values = { status: ServiceStatus | null; note: string };

type Props = { hallId: number; device: Device | null; onClose: () => void };

/**
 * Takes a device out of service or brings it back, with a note for its history. It works on the
 * device as it was when opened; the list refreshing underneath does not disturb it.
 */
export function DeviceStatusDialog({ hallId, device, onClose }: Props) {
  return (
    <Modal
      opened={device !== null}
      onClose={onClose}
      title={device ? `Статус: ${device.number} · ${device.name}` : ''}
      centered
    >
      {device && <StatusForm key={device.id} hallId={hallId} device={device} onClose={onClose} />}
    </Modal>
  );
}

function StatusForm({
  hallId,
  device,
  onClose,
}: {
  hallId: number;
  device: Device;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(device);
  const [stale, setStale] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { status: null, note: '' },
    validate: {
      status: (value) => (value ? null : 'Выберите новый статус'),
      note: (value, values) =>
        all<string>(noControlChars, length({ max: DEVICE_NOTE_MAX }))(value) ??
        (values.status !== 'active' && !value.trim() ? messages.required('Комментарий') : null),
    },
  });

  const save = useMutation({
    mutationFn: (values: Values) =>
      changeDeviceStatus(hallId, device.id, {
        status: values.status as ServiceStatus,
        note: values.note.trim(),
        version: current.version,
      }),
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: `${saved.number}: статус изменён` });
      void queryClient.invalidateQueries({ queryKey: equipmentKey(hallId) });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.body?.error.code === 'stale_version') {
        setStale(true);
        return;
      }
      const fields = failureFields(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else notifications.show({ color: 'red', message: failureMessage(error) });
    },
  });

  const reload = async () => {
    const { device: fresh } = await queryClient.fetchQuery({
      ...deviceHistoryQuery(hallId, device.id),
      staleTime: 0,
    });
    setCurrent(fresh);
    setStale(false);
    if (form.getValues().status === fresh.serviceStatus) form.setFieldValue('status', null);
  };

  const choices = SERVICE_STATUSES.filter((status) => status !== current.serviceStatus);

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Сейчас: <b>{SERVICE_STATUS_LABELS[current.serviceStatus]}</b>
          {current.note && ` — ${current.note}`}
        </Text>
        {stale && (
          <Alert color="orange" title="Запись изменена другим пользователем">
            Ваш комментарий сохранён в форме. Обновите данные устройства и отправьте снова.
            <Button size="xs" mt="sm" display="block" onClick={reload}>
              Обновить данные
            </Button>
          </Alert>
        )}
        <Radio.Group label="Новый статус" required {...form.getInputProps('status')}>
          <Stack gap="xs" mt="xs">
            {choices.map((status) => (
              <Radio
                key={status}
                value={status}
                label={status === 'active' ? 'Снова в работе' : SERVICE_STATUS_LABELS[status]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Комментарий"
          description={`До ${DEVICE_NOTE_MAX} символов; для «В работе» можно не заполнять`}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={save.isPending} disabled={stale}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
