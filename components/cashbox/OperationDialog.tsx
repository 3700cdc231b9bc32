'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { cashboxKey } from '@/lib/api/query-keys';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Operation, type PayoutWaiting } from '@/lib/api/cashbox';
import {
  blankIdentity,
  identityErrors,
  identityRef,
  identityRules,
  type IdentityValues,
} from '@/lib/forms/identity-form';
import { dottedDay } from '@/lib/shared/iso-date';
import { messages } from '@/lib/shared/validation/messages';
import { hasControlChars } from '@/lib/shared/validation/rules';
import { TERMINAL_NUMBER_MAX } from '@/lib/shared/winnings';
import { GuestIdentityFields } from './GuestIdentityFields';
import { useHallClock } from '../common/use-hall-clock';
import {
  MANUAL_OPERATION_TYPES,
  NOTE_MAX,
  normalizeAmount,
  OPERATION_LABELS,
  PAYOUT_KIND_LABELS,
  PAYOUT_KINDS,
  typedAmountMessage,
  type ManualOperationType,
  type PayoutKind,
} from '@/lib/shared/cashbox';
import { formatMoney } from '@/lib/shared/money';
import { newRequestKey } from '@/lib/browser/request-key';
import { all, length, noControlChars } from '@/lib/forms/validators';
import { useFormDraft } from '../common/use-form-draft';
import { queuedMessage, sendOrQueue } from './cash-queue';
import { AmountInput } from '../common/AmountInput';
import { showWriteError } from './write-errors';
import { useOneAtATime } from '../common/use-one-at-a-time';
import { operationDraftKey, type OperationDialogState } from './desk-drafts';
import { cashAfter } from '@/lib/shared/cash-desks';

type Values = {
  type: ManualOperationType;
  amount: string;
  note: string;
  requestKey: string;
  identity: IdentityValues;
  deviceNumber: string;
  owed: boolean;
  /** What a payout pays by hand; '' until chosen. */
  payoutKind: PayoutKind | '';
};

/** Everything but the type, as a new operation starts: the type stays for the next one. */
const blank = (): Omit<Values, 'type'> => ({
  amount: '',
  note: '',
  requestKey: newRequestKey(),
  identity: blankIdentity(),
  deviceNumber: '',
  owed: false,
  payoutKind: '',
});

/** The operations that name a machine: a payout's win, a credit's target. */
const namesMachine = (type: ManualOperationType) => type === 'payout' || type === 'machine_credit';

/**
 * A winnings payout names the guest by the document presented, the machine by its number and
 * what it pays; a credit names its machine.
 */
function payoutFields(values: Values) {
  if (values.type === 'machine_credit') return { deviceNumber: values.deviceNumber.trim() };
  if (values.type !== 'payout') return {};
  const ref = identityRef(values.identity);
  return {
    ...('iin' in ref ? { clientIin: ref.iin } : { clientDocument: ref.document }),
    deviceNumber: values.deviceNumber.trim(),
    ...(values.payoutKind && { payoutKind: values.payoutKind }),
    ...(values.owed && { owed: true }),
  };
}

/** What the cashier is told of a payout that did not leave the desk (202). */
const waitingMessage = ({ approval, winning }: PayoutWaiting) =>
  approval.status === 'pending'
    ? `Выплата ${formatMoney(winning.amount)} ждёт одобрения управляющего: она во вкладке «К выплате»`
    : `Выигрыш ${formatMoney(winning.amount)} записан «К выплате»: выплатить до ${dottedDay(winning.deadline)}`;

type Props = { hallId: number; state: OperationDialogState; onClose: () => void };

/**
 * One cash operation. The Idempotency-Key is made with the input and kept with it (also in the
 * draft through a re-login): a double click, a held Enter or a resend after a lost answer all
 * carry the same key, so the desk records it once. A new key comes only after an answer, or
 * once the write waits in the offline queue (which keeps the key).
 */
export function OperationDialog({ hallId, state, onClose }: Props) {
  const queryClient = useQueryClient();
  // Four Russian words do not fit side by side on a phone.
  const narrow = useMediaQuery('(max-width: 30em)');
  const clock = useHallClock();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { type: 'cash_in', ...blank() },
    validate: {
      amount: (value) => typedAmountMessage(value),
      note: all<string>(noControlChars, length({ max: NOTE_MAX })),
      identity: Object.fromEntries(
        Object.entries(identityRules(() => clock.today(), false)).map(([field, rule]) => [
          field,
          (value: string, values: Values) =>
            values.type === 'payout' ? rule(value, values) : null,
        ]),
      ),
      payoutKind: (value, values) =>
        values.type === 'payout' && !value ? 'Выберите, что выплачивается' : null,
      deviceNumber: (value, values) =>
        !namesMachine(values.type)
          ? null
          : !value.trim()
            ? values.type === 'payout'
              ? 'Укажите номер автомата, на котором выигрыш'
              : 'Укажите номер автомата, на который зачислить'
            : hasControlChars(value)
              ? messages.controlChars()
              : value.trim().length > TERMINAL_NUMBER_MAX
                ? messages.lengthMax(TERMINAL_NUMBER_MAX)
                : null,
    },
  });
  const { clearDraft } = useFormDraft(operationDraftKey(hallId), form);

  // A button chooses the type; a draft reopened after a re-login keeps its own.
  const chosen = state?.type;
  useEffect(() => {
    if (chosen) form.setFieldValue('type', chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the opening choice counts
  }, [chosen, state]);

  const once = useOneAtATime();
  const save = useMutation({
    mutationFn: (values: Values) =>
      sendOrQueue<Operation | PayoutWaiting>({
        kind: 'operation',
        hallId,
        key: values.requestKey,
        input: {
          type: values.type,
          amount: normalizeAmount(values.amount),
          note: values.note.trim(),
          ...payoutFields(values),
        },
      }),
    onSuccess: (result) => {
      clearDraft();
      form.setInitialValues({ ...form.values, ...blank() });
      form.reset();
      notifications.show(
        result.queued
          ? { color: 'yellow', message: queuedMessage('Операция сохранена') }
          : 'approval' in result.answer
            ? { color: 'yellow', message: waitingMessage(result.answer) }
            : {
                color: 'teal',
                message: `${OPERATION_LABELS[result.answer.type]} ${formatMoney(result.answer.amount)} проведено.${cashAfter(result.answer.balanceAfter)}`,
              },
      );
      void queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
      onClose();
    },
    onError: (error) => showWriteError(error, (fields) => form.setErrors(identityErrors(fields))),
  });

  return (
    <Modal opened={state !== null} onClose={onClose} title="Кассовая операция" centered size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          once(() => save.mutateAsync(values));
        })}
      >
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            aria-label="Вид операции"
            data={MANUAL_OPERATION_TYPES.map((value) => ({
              value,
              // «Зачисление на автомат» does not fit beside the four others.
              label: value === 'machine_credit' ? 'На автомат' : OPERATION_LABELS[value],
            }))}
            {...form.getInputProps('type')}
          />
          {form.values.type === 'payout' && <GuestIdentityFields form={form} full={false} />}
          {namesMachine(form.values.type) && (
            <TextInput
              label="Автомат №"
              description={
                form.values.type === 'payout'
                  ? 'Номер на табличке автомата, на котором выигрыш'
                  : 'Номер на табличке автомата, на который зачислить кредиты'
              }
              required
              autoComplete="off"
              maxLength={TERMINAL_NUMBER_MAX * 2}
              w={{ base: '100%', xs: 260 }}
              {...form.getInputProps('deviceNumber')}
            />
          )}
          {form.values.type === 'payout' && (
            <Radio.Group label="Что выплачивается" required {...form.getInputProps('payoutKind')}>
              <Group gap="lg" mt={6}>
                {PAYOUT_KINDS.map((kind) => (
                  <Radio key={kind} value={kind} label={PAYOUT_KIND_LABELS[kind]} />
                ))}
              </Group>
            </Radio.Group>
          )}
          <AmountInput label="Сумма" required data-autofocus {...form.getInputProps('amount')} />
          {form.values.type === 'payout' && (
            <Checkbox
              label="Касса не может выплатить сейчас: записать «К выплате»"
              {...form.getInputProps('owed', { type: 'checkbox' })}
            />
          )}
          <Textarea
            label="Комментарий"
            description={`До ${NOTE_MAX} символов`}
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={save.isPending}>
              Провести
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
