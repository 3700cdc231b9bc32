'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { collectDrop, dropStartQuery } from '@/lib/api/drops';
import { cashboxKey } from '@/lib/api/query-keys';
import { failureFields } from '@/lib/api/messages';
import { newRequestKey } from '@/lib/browser/request-key';
import { BOX_NUMBER_MAX } from '@/lib/shared/drops';
import { ROLE_LABELS } from '@/lib/shared/roles';
import { QueryLoadError } from '../../common/LoadError';
import { ListTable } from '../../common/ListTable';
import { Table } from '../../common/Table';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { nextAttemptKey } from '../count/count-draft';
import { showWriteError } from '../write-errors';

type Row = { take: boolean; label: string; swapped: boolean };
type Values = { witnessId: string | null; rows: Record<string, Row>; requestKey: string };

type Props = { hallId: number; opened: boolean; onClose: () => void };

/**
 * «Вынуть ящики»: the manager and a second named person take the bill validators' boxes out,
 * reading the number on each. A box with another machine's number is caught; one truly found
 * there is marked so, and the manager is told.
 */
export function CollectDropDialog({ hallId, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const start = useQuery({ ...dropStartQuery(hallId), enabled: opened });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { witnessId: null, rows: {}, requestKey: newRequestKey() },
    validate: {
      witnessId: (value) => (value ? null : 'Второй человек: выберите сотрудника'),
      rows: (rows) =>
        Object.values(rows).some((r) => r.take) ? null : 'Отметьте хотя бы один ящик',
    },
  });
  const listed = start.data?.machines;
  const machines = listed ?? [];
  // Every box is taken unless unticked: a drop empties the hall's validators.
  useEffect(() => {
    if (listed?.length && Object.keys(form.getValues().rows).length === 0) {
      form.setFieldValue(
        'rows',
        Object.fromEntries(listed.map((m) => [m.id, { take: true, label: '', swapped: false }])),
      );
    }
  }, [listed, form]);
  const once = useOneAtATime();
  const taken = (values: Values) => machines.filter((m) => values.rows[m.id]?.take);
  const send = useMutation({
    mutationFn: (values: Values) =>
      collectDrop(
        hallId,
        {
          witnessId: Number(values.witnessId),
          boxes: taken(values).map((m) => ({
            deviceId: m.id,
            boxNumber: values.rows[m.id].label.trim(),
            ...(values.rows[m.id].swapped && { swapped: true }),
          })),
        },
        values.requestKey,
      ),
    onSuccess: (drop) => {
      notifications.show({
        color: 'teal',
        message: `Выемка № ${drop.id}: ящиков ${drop.boxes}. Теперь их пересчитывают двое, вслепую`,
      });
      form.reset();
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
    onError: (error, values) => {
      nextAttemptKey(error, (key) => form.setFieldValue('requestKey', key));
      // The API names boxes by their place in the list sent: back to each machine's row.
      const sent = taken(values);
      showWriteError(error, () => {
        const errors: Record<string, string> = {};
        for (const [key, message] of Object.entries(failureFields(error))) {
          const box = /^boxes\.(\d+)\.(\w+)$/.exec(key);
          if (box && sent[Number(box[1])])
            errors[`rows.${sent[Number(box[1])].id}.label`] = message;
          else errors[key === 'boxes' ? 'rows' : key] = message;
        }
        form.setErrors(errors);
      });
    },
  });
  const values = form.getValues();
  return (
    <Modal opened={opened} onClose={onClose} title="Выемка: вынуть ящики" size="xl" centered>
      {start.isPending ? (
        <Skeleton h={240} />
      ) : start.isError ? (
        <QueryLoadError query={start} what="автоматы зала" />
      ) : (
        <form noValidate onSubmit={form.onSubmit((v) => once(() => send.mutateAsync(v)))}>
          <Stack gap="md">
            <Text size="sm">
              Ящики вынимают двое. Впишите номер, написанный на каждом ящике: ящик, вставленный не в
              свой автомат, будет замечен.
            </Text>
            <Select
              label="Второй человек"
              required
              data-autofocus
              data={start.data.people.map((p) => ({
                value: String(p.id),
                label: `${p.fullName} (${ROLE_LABELS[p.role]})`,
              }))}
              nothingFoundMessage="В зале больше никого нет"
              allowDeselect={false}
              searchable
              {...form.getInputProps('witnessId')}
            />
            {machines.length === 0 ? (
              <Text c="dimmed">В зале нет автоматов с купюроприёмником.</Text>
            ) : (
              <ListTable
                aria-label="Ящики"
                minWidth={330}
                striped={false}
                highlightOnHover={false}
                head={
                  <>
                    <Table.Th w={60}>Берём</Table.Th>
                    <Table.Th w="40%">Автомат</Table.Th>
                    <Table.Th>Номер на ящике</Table.Th>
                  </>
                }
              >
                {machines.map((m) => {
                  const row = values.rows[m.id];
                  const error = form.errors[`rows.${m.id}.label`];
                  return (
                    <Table.Tr key={m.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Берём ящик автомата ${m.number}`}
                          {...form.getInputProps(`rows.${m.id}.take`, { type: 'checkbox' })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {m.number}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {m.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={4}>
                          <TextInput
                            size="xs"
                            maxLength={BOX_NUMBER_MAX}
                            autoComplete="off"
                            disabled={!row?.take}
                            aria-label={`Номер на ящике автомата ${m.number}`}
                            {...form.getInputProps(`rows.${m.id}.label`)}
                          />
                          {error && (
                            <Checkbox
                              size="xs"
                              label="Ящик и правда стоял в этом автомате"
                              {...form.getInputProps(`rows.${m.id}.swapped`, { type: 'checkbox' })}
                            />
                          )}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </ListTable>
            )}
            {form.errors.rows && (
              <Text c="red" size="sm" role="alert">
                {form.errors.rows}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Отмена
              </Button>
              <Button type="submit" loading={send.isPending} disabled={machines.length === 0}>
                Ящики вынуты
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
