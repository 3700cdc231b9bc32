'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api/client';
import { failureFields, failureMessage } from '@/lib/api/messages';
import {
  createPhoneRequest,
  phoneRequestQuery,
  phoneRequestsChanged,
  updatePhoneRequest,
} from '@/lib/api/phone-requests';
import {
  FIELD_LABELS,
  phoneRequestFormRules,
  toApiInput,
  toFormErrors,
  toFormValues,
  type PhoneRequestFormValues,
} from '@/lib/forms/phone-requests-form';
import { REASON_MAX } from '@/lib/shared/phone-requests';
import { usePhoneRequestStore } from '@/stores/phone-requests-store';
import { useOneAtATime } from '../common/use-one-at-a-time';
import { PhoneRequestDecision } from './PhoneRequestDecision';
import { PhoneRequestWarningModal } from './PhoneRequestWarningModal';
import { StatusBadge } from './StatusBadge';
import { StaleEditAlert } from '../common/StaleEditAlert';

const TITLES = { create: 'Новая заявка', edit: 'Заявка № ', view: 'Заявка № ' } as const;

/**
 * The request form in its three states: `create` (empty), `edit` (the author, while the request
 * is new) and `view` (everyone else, or once decided). Every keystroke goes to the store, which
 * keeps the form in session storage until it is saved or closed. `opened` is the store's
 * `isFormModalOpen`, given by the screen.
 */
export function PhoneRequestFormModal({ hallId, opened }: { hallId: number; opened: boolean }) {
  const { formModalStatus: mode, requestId, requestKey } = usePhoneRequestStore();
  const { formClosed } = usePhoneRequestStore((s) => s.actions);
  // The dialog stays mounted (Mantine gives the focus back only to a dialog it saw open); each
  // opening starts its form anew under a new key.
  return (
    <Modal
      opened={opened}
      onClose={formClosed}
      title={mode === 'create' ? TITLES.create : `${TITLES[mode]}${requestId}`}
      size="lg"
    >
      <PhoneRequestForm key={requestKey} hallId={hallId} />
    </Modal>
  );
}

function PhoneRequestForm({ hallId }: { hallId: number }) {
  const queryClient = useQueryClient();
  const state = usePhoneRequestStore();
  const { formChanged, formClosed, warningShown, warningClosed } = state.actions;
  const { editConflicted, latestVersionTaken, latestRequestTaken } = state.actions;
  const { formModalStatus: mode, requestId, isFormModalOpen } = state;
  // An opened request may be of another hall (the queue spans halls); a new one is of this hall.
  const requestHall = state.requestHallId ?? hallId;
  const detail = useQuery({
    ...phoneRequestQuery(requestHall, requestId ?? 0),
    enabled: isFormModalOpen && requestId !== null,
  });
  const form = useForm<PhoneRequestFormValues>({
    mode: 'controlled',
    initialValues: state.formData,
    validate: phoneRequestFormRules,
    onValuesChange: (values) => formChanged(values),
  });
  const once = useOneAtATime();

  const save = useMutation({
    mutationFn: ({ confirm }: { confirm: boolean }) => {
      const input = toApiInput(form.getValues());
      return mode === 'edit' && requestId !== null
        ? updatePhoneRequest(
            requestHall,
            requestId,
            usePhoneRequestStore.getState().version,
            input,
            confirm,
          )
        : createPhoneRequest(hallId, input, confirm, state.requestKey);
    },
    onSuccess: (saved) => {
      notifications.show({
        color: 'teal',
        message:
          mode === 'edit' ? `Заявка № ${saved.id} сохранена` : `Заявка № ${saved.id} создана`,
      });
      warningClosed();
      formClosed();
      void phoneRequestsChanged(queryClient, requestHall);
    },
    onError: (error) => {
      warningClosed();
      if (error instanceof ApiRequestError && error.body?.error.code === 'stale_version') {
        editConflicted();
        return;
      }
      const fields = failureFields(error);
      if (error instanceof ApiRequestError && error.body?.error.code === 'confirmation_required') {
        warningShown(toFormErrors(fields));
        return;
      }
      if (Object.keys(fields).length) form.setErrors(toFormErrors(fields));
      notifications.show({ color: 'red', message: failureMessage(error) });
    },
  });

  const submit = (confirm: boolean) => once(() => save.mutateAsync({ confirm }));

  const latest = () =>
    queryClient.fetchQuery({ ...phoneRequestQuery(requestHall, requestId ?? 0), staleTime: 0 });
  const keepMine = async () => {
    latestVersionTaken((await latest()).version);
    await submit(false);
  };
  const takeTheirs = async () => {
    const fresh = await latest();
    const values = toFormValues(fresh);
    form.setValues(values);
    form.resetDirty(values);
    latestRequestTaken(values, fresh.version);
  };
  const readOnly = mode === 'view';
  const request = detail.data;
  const field = (name: keyof PhoneRequestFormValues) => ({
    label: FIELD_LABELS[name],
    readOnly,
    required: !readOnly,
    ...form.getInputProps(name),
  });

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit(() => submit(false))}
        aria-label={mode === 'create' ? 'Новая заявка' : `Заявка № ${requestId}`}
      >
        <Stack gap="sm">
          {request && (
            <Group gap="xs">
              <StatusBadge status={request.status} />
              <Text size="sm" c="dimmed">
                Клиент: {request.clientName} · подал(а) {request.createdBy ?? '—'}
              </Text>
            </Group>
          )}
          {state.conflict && (
            <StaleEditAlert
              title="Заявка изменена другим пользователем"
              what="заявку"
              onKeepMine={keepMine}
              onTakeTheirs={takeTheirs}
            />
          )}
          {request?.comment && (
            <Alert color={request.status === 'approved' ? 'teal' : 'gray'} p="xs">
              {request.decidedBy}: {request.comment}
            </Alert>
          )}
          <TextInput {...field('old_phone')} placeholder="+7 (701) 123-45-67" inputMode="tel" />
          <TextInput {...field('new_phone')} placeholder="+7 (701) 765-43-21" inputMode="tel" />
          <Textarea
            {...field('reason')}
            description={readOnly ? undefined : `До ${REASON_MAX} символов`}
            autosize
            minRows={2}
            maxRows={6}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...field('employee_name')} />
            <TextInput {...field('employee_phone')} inputMode="tel" />
          </SimpleGrid>
          {!readOnly && (
            <Group justify="flex-end">
              <Button variant="default" onClick={formClosed}>
                Закрыть
              </Button>
              <Button type="submit" loading={save.isPending} disabled={state.conflict}>
                {mode === 'edit' ? 'Сохранить' : 'Создать заявку'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {request && (request.canCancel || request.canDecide) && (
        <PhoneRequestDecision hallId={requestHall} request={request} />
      )}
      <PhoneRequestWarningModal onConfirm={() => submit(true)} pending={save.isPending} />
    </>
  );
}
