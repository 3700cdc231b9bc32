'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureFields, failureMessage } from '@/lib/api/messages';
import {
  confirmManualReading,
  gamingDaysKey,
  takeManualReading,
  type GamingDayMachine,
} from '@/lib/api/gaming-days';
import { normalizeAmount, typedAmountMessage } from '@/lib/shared/cashbox';
import { dottedDay } from '@/lib/shared/iso-date';
import {
  BILL_DENOMINATIONS,
  MACHINE_METER_LABELS,
  MACHINE_MONEY_METERS,
} from '@/lib/shared/machine-meters';
import { useOneAtATime } from '../common/use-one-at-a-time';

/** What a person reads off a machine's screen: its money meters, its games and its notes. */
type Values = Record<string, string>;
const WHOLE = /^\d{1,14}$/;
const bill = (note: number) => `bill${note}`;

type Props = {
  hallId: number;
  day: string;
  machine: GamingDayMachine | null;
  onClose: () => void;
};

/**
 * A machine's meters read by hand for a day it did not report (decision 065): the first person
 * reads them, a second reads them again from their own session without seeing the first's; the
 * figures must agree.
 */
export function ManualReadingDialog({ hallId, day, machine, onClose }: Props) {
  const queryClient = useQueryClient();
  const confirming = Boolean(machine?.manual && !machine.manual.confirmedAt);
  const fields = [...MACHINE_MONEY_METERS, 'gamesPlayed', ...BILL_DENOMINATIONS.map(bill)];
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: Object.fromEntries(fields.map((f) => [f, ''])),
    validate: Object.fromEntries(
      fields.map((f) => [
        f,
        (value: string) =>
          (MACHINE_MONEY_METERS as readonly string[]).includes(f)
            ? typedAmountMessage(value, {
                label: 'Показание',
                allowZero: true,
                max: '999999999999.99',
              })
            : WHOLE.test(value.replace(/\s/g, ''))
              ? null
              : 'Целое число, например 12500',
      ]),
    ),
  });
  const once = useOneAtATime();
  const send = useMutation({
    mutationFn: (values: Values) => {
      const meters = {
        ...Object.fromEntries(MACHINE_MONEY_METERS.map((m) => [m, normalizeAmount(values[m])])),
        gamesPlayed: Number(values.gamesPlayed.replace(/\s/g, '')),
        bills: Object.fromEntries(
          BILL_DENOMINATIONS.map((n) => [String(n), Number(values[bill(n)].replace(/\s/g, ''))]),
        ),
      };
      return confirming
        ? confirmManualReading(hallId, day, machine!.manual!.id, meters)
        : takeManualReading(hallId, day, machine!.deviceId, meters);
    },
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        message: confirming
          ? 'Показания подтверждены: день закроется по ним'
          : 'Показания сняты: их подтвердит второй человек, сняв их сам',
      });
      void queryClient.invalidateQueries({ queryKey: gamingDaysKey(hallId) });
      onClose();
    },
    onError: (error) => {
      const errors: Record<string, string> = {};
      for (const [key, message] of Object.entries(failureFields(error))) {
        const path = key.replace(/^machine\./, '').replace(/^bills\./, 'bill');
        errors[fields.includes(path) ? path : 'coinIn'] = message;
      }
      form.setErrors(errors);
      notifications.show({ color: 'red', message: failureMessage(error) });
    },
  });
  const title = machine
    ? `${confirming ? 'Подтвердить показания' : 'Снять показания'}: ${machine.number}`
    : '';
  return (
    <Modal opened={machine !== null} onClose={onClose} title={title} size="xl" centered>
      {machine && (
        <form noValidate onSubmit={form.onSubmit((v) => once(() => send.mutateAsync(v)))}>
          <Stack gap="md">
            <Text size="sm">
              {confirming
                ? `Показания за ${dottedDay(day)} снял ${machine.manual!.takenBy ?? 'сотрудник'}. Снимите их сами с экрана автомата: цифры должны совпасть.`
                : `Автомат не передал счётчики за ${dottedDay(day)}. Перепишите их с экрана автомата; второй человек снимет их ещё раз.`}
            </Text>
            <ResponsiveGrid cols={{ base: 1, sm: 3 }}>
              {MACHINE_MONEY_METERS.map((m) => (
                <TextInput
                  key={m}
                  label={MACHINE_METER_LABELS[m]}
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.getInputProps(m)}
                />
              ))}
              <TextInput
                label={MACHINE_METER_LABELS.gamesPlayed}
                inputMode="numeric"
                autoComplete="off"
                {...form.getInputProps('gamesPlayed')}
              />
            </ResponsiveGrid>
            <Text fw={600} size="sm">
              Принято купюр, штук
            </Text>
            <ResponsiveGrid cols={{ base: 2, sm: 4 }}>
              {BILL_DENOMINATIONS.map((n) => (
                <TextInput
                  key={n}
                  label={`${n.toLocaleString('ru-RU')} ₸`}
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.getInputProps(bill(n))}
                />
              ))}
            </ResponsiveGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Отмена
              </Button>
              <Button type="submit" loading={send.isPending}>
                {confirming ? 'Подтвердить' : 'Записать показания'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
