'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { closeShift, type ShiftReport } from '@/lib/api/cashbox';
import { NOTE_MAX } from '@/lib/shared/cashbox';
import { useAuthStore } from '@/stores/auth-store';
import { FormCount } from './count/FormCount';
import { useCountForm } from './count/use-count-form';

type Props = {
  hallId: number;
  shift: Pick<ShiftReport, 'id' | 'deskName'> & { heldBy?: string | null };
  opened: boolean;
  onClose: () => void;
  onClosed: (report: ShiftReport) => void;
  /** A manager closes the shift of a cashier who has left: with a reason. */
  forSomeoneElse?: boolean;
};

/** Closing the shift: the drawer counted note by note; the Z-report compares it with the ledger. */
export function CloseShiftDialog({
  hallId,
  shift,
  opened,
  onClose,
  onClosed,
  forSomeoneElse,
}: Props) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.fullName);
  const { form, policy, pending, onSubmit } = useCountForm({
    hallId,
    draftKey: `close-shift:${hallId}:${shift.id}`,
    extra: { reason: '' },
    validate: {
      reason: (value) =>
        forSomeoneElse && !value.trim() ? 'Укажите, почему смену закрывает управляющий' : null,
    },
    send: (values, count, key) =>
      closeShift(
        hallId,
        shift.id,
        { count, ...(forSomeoneElse && { reason: values.reason.trim() }) },
        key,
      ),
    onSent: (report) => {
      if (!forSomeoneElse) {
        queryClient.setQueryData([...cashboxKey(hallId), 'current'], { shift: null });
      }
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClosed(report);
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Закрытие смены № ${shift.id} · ${shift.deskName}`}
      size="lg"
      centered
    >
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text size="sm">
            {forSomeoneElse
              ? `Смену ведёт ${shift.heldBy ?? 'сотрудник без доступа'}. Пересчитайте наличные кассы при свидетеле: расхождение запишется на того, кто вёл смену.`
              : 'Пересчитайте наличные в кассе: Z-отчёт сравнит пересчёт с учётом и покажет расхождение.'}
          </Text>
          {policy && (
            <FormCount
              form={form}
              policy={policy}
              label="Пересчёт при закрытии"
              sheet={{
                title: 'закрытие смены',
                deskName: shift.deskName,
                people: forSomeoneElse
                  ? [
                      { role: 'Пересчитал', name: me },
                      { role: 'Смену вёл', name: shift.heldBy ?? null },
                    ]
                  : [
                      { role: 'Пересчитал', name: me },
                      { role: 'Проверил', name: null },
                    ],
              }}
            />
          )}
          {forSomeoneElse && (
            <Textarea
              label="Причина"
              required
              autosize
              minRows={2}
              maxLength={NOTE_MAX}
              {...form.getInputProps('reason')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" color="red" loading={pending} disabled={!policy}>
              Закрыть смену
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
