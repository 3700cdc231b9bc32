'use client';

import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device } from '@/lib/api/equipment';
import { gamesQuery } from '@/lib/api/games';
import { hallsQuery } from '@/lib/api/halls';
import {
  machineOrdersQuery,
  requestMachineOrder,
  type MachineOrderRequest,
} from '@/lib/api/machines';
import { failureFields, failureMessage } from '@/lib/api/messages';
import { equipmentKey } from '@/lib/api/query-keys';
import { LEGAL_RTP_MIN } from '@/lib/shared/licence';
import {
  CARD_FIELD_LABELS as L,
  CARD_TEXT_MAX,
  MACHINE_ORDER_LABELS,
  ORDER_NOTE_MAX,
  REQUESTED_ORDER_KINDS,
} from '@/lib/shared/machine-orders';
import { messages } from '@/lib/shared/validation/messages';
import { DayInput } from '../../common/DayInput';
import { useFormDraft } from '../../common/use-form-draft';

type Kind = (typeof REQUESTED_ORDER_KINDS)[number];

const CARD_KEYS = [
  'manufacturer',
  'romId',
  'sealNo',
  'certificateNo',
  'certificateDate',
  'denomination',
  'taxRegNo',
  'taxRegDate',
] as const;
const CORRECTABLE = [
  'manufacturer',
  'name',
  'serial',
  ...CARD_KEYS.filter((k) => k !== 'sealNo'),
] as const;

type Values = {
  kind: Kind | null;
  effectiveOn: string | null;
  note: string;
  card: Record<(typeof CARD_KEYS)[number], string>;
  changes: Record<(typeof CORRECTABLE)[number], string>;
  gameId: string | null;
  witnessId: string | null;
  sealNo: string;
  toHallId: string | null;
  toNumber: string;
  toZone: string;
  toTaxRegNo: string;
  toTaxRegDate: string | null;
};

const blank = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

const EMPTY: Values = {
  kind: null,
  effectiveOn: null,
  note: '',
  card: blank(CARD_KEYS),
  changes: blank(CORRECTABLE),
  gameId: null,
  witnessId: null,
  sealNo: '',
  toHallId: null,
  toNumber: '',
  toZone: '',
  toTaxRegNo: '',
  toTaxRegDate: null,
};

type Props = { hallId: number; device: Device | null; onClose: () => void };

/** «Оформить наряд»: what is done to a machine, for head office to approve (decision 069). */
export function MachineOrderDialog({ hallId, device, onClose }: Props) {
  return (
    <Modal
      opened={device !== null}
      onClose={onClose}
      title={device ? `Наряд: ${device.number} · ${device.name}` : ''}
      size="lg"
    >
      {device && <OrderForm key={device.id} hallId={hallId} device={device} onClose={onClose} />}
    </Modal>
  );
}

const required = (label: string) => (value: string | null) =>
  value && value.trim() ? null : messages.required(label);

function OrderForm({
  hallId,
  device,
  onClose,
}: {
  hallId: number;
  device: Device;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const inService = Boolean(device.card?.inServiceFrom);
  const kinds = REQUESTED_ORDER_KINDS.filter((k) =>
    inService ? k !== 'put_into_service' : k === 'put_into_service' || k === 'correction',
  );
  const games = useQuery(gamesQuery());
  const halls = useQuery(hallsQuery());
  const history = useQuery(machineOrdersQuery(hallId, device.id));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...EMPTY, kind: kinds.length === 1 ? kinds[0] : null },
    validate: (values) => {
      const errors: Record<string, string | null> = {};
      const need = (path: string, label: string, value: string | null) => {
        const problem = required(label)(value);
        if (problem) errors[path] = problem;
      };
      if (!values.kind) errors.kind = 'Выберите вид наряда';
      if (values.kind === 'put_into_service') {
        for (const key of CARD_KEYS) need(`card.${key}`, L[key], values.card[key]);
        need('gameId', 'Игра', values.gameId);
      }
      if (values.kind === 'game_change') need('gameId', 'Игра', values.gameId);
      if (values.kind === 'ram_clear') need('witnessId', 'Второй человек', values.witnessId);
      if (values.kind === 'seal_change') need('sealNo', L.sealNo, values.sealNo);
      if (values.kind === 'move') {
        need('toHallId', 'Зал', values.toHallId);
        need('toNumber', 'Номер в новом зале', values.toNumber);
        need('toTaxRegNo', 'Регистрация в новом зале', values.toTaxRegNo);
        need('toTaxRegDate', 'Дата регистрации', values.toTaxRegDate);
      }
      if (values.kind === 'correction' && !CORRECTABLE.some((k) => values.changes[k].trim())) {
        errors['changes.manufacturer'] = 'Укажите, что исправить';
      }
      if ((values.kind === 'withdrawal' || values.kind === 'correction') && !values.note.trim()) {
        errors.note = messages.required('Основание');
      }
      if (values.note.length > ORDER_NOTE_MAX) errors.note = messages.lengthMax(ORDER_NOTE_MAX);
      return errors;
    },
  });
  const { clearDraft } = useFormDraft(`machine-order:${hallId}:${device.id}`, form);

  const send = useMutation({
    mutationFn: (values: Values) => requestMachineOrder(hallId, device.id, bodyOf(values)),
    onSuccess: () => {
      clearDraft();
      notifications.show({
        color: 'teal',
        message: `${device.number}: наряд оформлен, ждёт утверждения`,
      });
      void queryClient.invalidateQueries({ queryKey: equipmentKey(hallId) });
      onClose();
    },
    onError: (error) => {
      const fields = failureFields(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      else notifications.show({ color: 'red', message: failureMessage(error) });
    },
  });

  const kind = form.values.kind;
  const slotGames = (games.data?.items ?? [])
    .filter((g) => g.category === 'slots' && (g.theoreticalRtp ?? 0) >= LEGAL_RTP_MIN)
    .map((g) => ({ value: String(g.id), label: `${g.name} (RTP ${g.theoreticalRtp} %)` }));
  const gameSelect = (
    <Select
      label="Игра"
      description={`Из каталога: слоты с теоретическим RTP не ниже ${LEGAL_RTP_MIN} %`}
      data={slotGames}
      searchable
      required
      {...form.getInputProps('gameId')}
    />
  );
  const text = (path: string, label: string, max = CARD_TEXT_MAX) => (
    <TextInput label={label} maxLength={max * 2} {...form.getInputProps(path)} />
  );
  const date = (path: string, label: string) => (
    <DayInput label={label} {...form.getInputProps(path)} />
  );

  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
      <Stack gap="md">
        <Select
          label="Вид наряда"
          data={kinds.map((k) => ({ value: k, label: MACHINE_ORDER_LABELS[k] }))}
          required
          allowDeselect={false}
          {...form.getInputProps('kind')}
        />
        <DayInput
          label="Дата"
          description="День, с которого действует наряд, по часам зала; пусто — сегодня. Не раньше последнего утверждённого наряда"
          clearable
          {...form.getInputProps('effectiveOn')}
        />
        {kind === 'put_into_service' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('card.manufacturer', L.manufacturer)}
            {text('card.romId', L.romId)}
            {text('card.sealNo', L.sealNo)}
            {text('card.denomination', `${L.denomination}, ₸`)}
            {text('card.certificateNo', L.certificateNo)}
            {date('card.certificateDate', L.certificateDate)}
            {text('card.taxRegNo', L.taxRegNo)}
            {date('card.taxRegDate', 'Дата регистрации (до ввода)')}
            {gameSelect}
          </SimpleGrid>
        )}
        {kind === 'game_change' && gameSelect}
        {kind === 'seal_change' && text('sealNo', 'Новая пломба')}
        {kind === 'ram_clear' && (
          <Select
            label="Второй человек"
            description="Память сбрасывают двое: вы и ещё один сотрудник зала"
            data={(history.data?.people ?? []).map((p) => ({
              value: String(p.id),
              label: p.fullName,
            }))}
            required
            searchable
            {...form.getInputProps('witnessId')}
          />
        )}
        {kind === 'move' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Зал"
              data={(halls.data ?? [])
                .filter((h) => h.id !== hallId)
                .map((h) => ({ value: String(h.id), label: h.name }))}
              required
              {...form.getInputProps('toHallId')}
            />
            {text('toNumber', 'Номер в новом зале')}
            {text('toZone', 'Зона в новом зале (пусто — та же)')}
            {text('toTaxRegNo', 'Регистрация в новом зале №')}
            {date('toTaxRegDate', 'Дата регистрации в новом зале')}
          </SimpleGrid>
        )}
        {kind === 'correction' && (
          <>
            <Text size="sm" c="dimmed">
              Заполните только то, что исправляется; прежние значения останутся в наряде.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {CORRECTABLE.map((key) =>
                key.endsWith('Date') ? (
                  <DayInput
                    key={key}
                    label={L[key]}
                    clearable
                    {...form.getInputProps(`changes.${key}`)}
                  />
                ) : (
                  <TextInput key={key} label={L[key]} {...form.getInputProps(`changes.${key}`)} />
                ),
              )}
            </SimpleGrid>
          </>
        )}
        {kind === 'withdrawal' && (
          <Text size="sm">
            Автомат выйдет из эксплуатации в этом зале с указанной даты: налог за месяц — половина,
            если до 15-го числа включительно, иначе полностью.
          </Text>
        )}
        <Textarea
          label="Основание"
          description={
            kind === 'withdrawal' || kind === 'correction' ? 'Обязательно' : 'Необязательно'
          }
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={send.isPending}>
            Оформить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const trimmed = (value: string | null) => (value ?? '').trim();

/** The form's values as the API takes them, only what the kind needs. */
function bodyOf(v: Values): MachineOrderRequest {
  const common = { note: v.note.trim(), ...(v.effectiveOn && { effectiveOn: v.effectiveOn }) };
  switch (v.kind) {
    case 'put_into_service':
      return {
        kind: v.kind,
        ...common,
        card: {
          ...(Object.fromEntries(CARD_KEYS.map((k) => [k, trimmed(v.card[k])])) as Values['card']),
          gameId: Number(v.gameId),
        },
      };
    case 'game_change':
      return { kind: v.kind, ...common, gameId: Number(v.gameId) };
    case 'ram_clear':
      return { kind: v.kind, ...common, witnessId: Number(v.witnessId) };
    case 'seal_change':
      return { kind: v.kind, ...common, sealNo: v.sealNo.trim() };
    case 'move':
      return {
        kind: v.kind,
        ...common,
        toHallId: Number(v.toHallId),
        toNumber: v.toNumber.trim(),
        ...(v.toZone.trim() && { toZone: v.toZone.trim() }),
        toTaxRegNo: v.toTaxRegNo.trim(),
        toTaxRegDate: trimmed(v.toTaxRegDate),
      };
    case 'correction':
      return {
        kind: v.kind,
        ...common,
        changes: Object.fromEntries(
          CORRECTABLE.filter((k) => trimmed(v.changes[k])).map((k) => [k, trimmed(v.changes[k])]),
        ),
      };
    default:
      return { kind: 'withdrawal', ...common };
  }
}
