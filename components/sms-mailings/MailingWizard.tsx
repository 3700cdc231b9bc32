'use client';

import '@mantine/core/styles/Stepper.layer.css';
import { mailingsKey } from '@/lib/api/query-keys';
import { Button, Group, Paper, Stepper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api/client';
import { failureFields, failureMessage } from '@/lib/api/messages';
import {
  createMailing,
  mailingQuery,
  scheduleMailing,
  updateMailing,
} from '@/lib/api/sms-mailings';
import { SMS_WIZARD_STEPS } from '@/lib/shared/business-rules';
import { MAILING_STATUS_LABELS } from '@/lib/shared/sms-mailings';
import {
  draftErrors,
  fromApiFields,
  sendAtOf,
  stepErrors,
  toMailingInput,
  type MailingErrors,
} from '@/lib/forms/sms-mailings-form';
import { useSmsMailingStore } from '@/stores/sms-mailings-store';
import { ScreenHeader } from '../common/ScreenHeader';
import { useOneAtATime } from '../common/use-one-at-a-time';
import { AudienceStep } from './AudienceStep';
import classes from './MailingWizard.module.css';
import { MessageStep } from './MessageStep';
import { ScheduleStep } from './ScheduleStep';
import { useAudienceCount } from './use-audience-count';
import { useHallClock } from '../common/use-hall-clock';
import { askToConfirm } from '../common/confirm';

const STEPS = ['Аудитория', 'Сообщение', 'Отправка'];
const NO_RECIPIENTS = 'В аудитории нет ни одного клиента с согласием на SMS';

/**
 * `screen = 'create'`: the three steps, `activeSteps` the ones reached. «Сохранить черновик» works
 * on any step; the last one saves and schedules.
 */
export function MailingWizard({ hallId }: { hallId: number }) {
  const clock = useHallClock();
  const queryClient = useQueryClient();
  const { activeSteps, form, mailingId, dirty } = useSmsMailingStore();
  const actions = useSmsMailingStore((s) => s.actions);
  const [errors, setErrors] = useState<MailingErrors>({});
  const count = useAudienceCount(hallId, form).data?.count;
  const once = useOneAtATime();
  const step = Math.max(...activeSteps);

  /** The draft on the server as the wizard holds it: made once (its key), then updated. */
  const saveDraft = async () => {
    const s = useSmsMailingStore.getState();
    const input = toMailingInput(s.form);
    const saved =
      s.mailingId === null
        ? await createMailing(hallId, input, s.requestKey)
        : await updateMailing(hallId, s.mailingId, s.version, input);
    s.actions.draftSaved(saved);
    return saved;
  };

  const refused = async (error: Error) => {
    const code = error instanceof ApiRequestError ? error.body?.error.code : undefined;
    const id = useSmsMailingStore.getState().mailingId;
    if ((code === 'stale_version' || code === 'mailing_status') && id !== null) {
      const latest = await queryClient.fetchQuery(mailingQuery(hallId, id)).catch(() => null);
      if (latest?.status === 'draft') {
        actions.draftSaved({ id, version: latest.version });
        notifications.show({
          color: 'yellow',
          message:
            'Запись изменена другим пользователем. Ваш ввод сохранён: проверьте его и сохраните ещё раз — он заменит чужие изменения.',
        });
      } else {
        actions.draftDetached();
        notifications.show({
          color: 'yellow',
          message: `Сохранённый черновик уже ${MAILING_STATUS_LABELS[latest?.status ?? 'cancelled'].toLowerCase()}. Ваш ввод сохранится как новый черновик.`,
        });
      }
      return;
    }
    const { errors: fields, step: errorStep } = fromApiFields(failureFields(error));
    if (errorStep !== null) {
      setErrors(fields);
      if (errorStep < step) actions.stepReturned(errorStep);
    }
    notifications.show({ color: 'red', message: failureMessage(error) });
  };

  const save = useMutation({
    mutationFn: saveDraft,
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: `Черновик «${saved.title}» сохранён` });
      void queryClient.invalidateQueries({ queryKey: mailingsKey(hallId) });
    },
    onError: refused,
    networkMode: 'always',
  });

  const schedule = useMutation({
    mutationFn: async () => {
      const saved = await saveDraft();
      const at = sendAtOf(useSmsMailingStore.getState().form, clock.zone);
      return scheduleMailing(hallId, saved.id, saved.version, at?.toISOString() ?? null);
    },
    onSuccess: (mailing) => {
      notifications.show({
        color: mailing.moved ? 'yellow' : 'teal',
        message: mailing.moved
          ? `«${mailing.title}»: вне окна 9:00–21:00 зала, рассылка начнётся ${clock.dateTime(mailing.sendAt ?? '')}`
          : `«${mailing.title}» запланирована на ${clock.dateTime(mailing.sendAt ?? '')}`,
      });
      void queryClient.invalidateQueries({ queryKey: mailingsKey(hallId) });
      actions.listOpened();
    },
    onError: refused,
    networkMode: 'always',
  });

  /** The first step (up to `last`) with an error, shown; null when all are fine. */
  const check = (last: number) => {
    for (let n = 1; n <= last; n++) {
      const found = stepErrors(form, n, clock.zone);
      if (n === 1 && count === 0) found.audience = NO_RECIPIENTS;
      if (Object.keys(found).length) {
        setErrors(found);
        if (n < step) actions.stepReturned(n);
        return n;
      }
    }
    setErrors({});
    return null;
  };

  const next = () => {
    if (check(step) === null) actions.stepCompleted(step);
  };
  const submitDraft = () => {
    const found = draftErrors(form);
    if (Object.keys(found).length) {
      setErrors(found);
      if (step > 1) actions.stepReturned(1);
      return;
    }
    setErrors({});
    once(() => save.mutateAsync());
  };
  const submit = () => {
    if (check(SMS_WIZARD_STEPS) === null) once(() => schedule.mutateAsync());
  };
  const leave = () => {
    if (!dirty) return actions.listOpened();
    askToConfirm({
      title: 'Выйти из мастера?',
      children: <Text size="sm">Несохранённые изменения пропадут.</Text>,
      labels: { confirm: 'Выйти без сохранения', cancel: 'Остаться' },
      confirmProps: { color: 'red' },
      onConfirm: actions.listOpened,
    });
  };

  const pending = save.isPending || schedule.isPending;
  const props = { hallId, errors };
  return (
    <>
      <ScreenHeader title={mailingId ? `Черновик № ${mailingId}` : 'Новая рассылка'}>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={leave}>
          К рассылкам
        </Button>
      </ScreenHeader>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stepper
          active={step - 1}
          onStepClick={(index) => index + 1 < step && actions.stepReturned(index + 1)}
          size="sm"
          wrap={false}
          classNames={{
            step: classes.step,
            stepBody: classes.stepBody,
            separator: classes.separator,
          }}
        >
          {STEPS.map((label, index) => (
            <Stepper.Step key={label} label={label} allowStepSelect={index + 1 < step}>
              {index === 0 && <AudienceStep {...props} />}
              {index === 1 && <MessageStep {...props} />}
              {index === 2 && <ScheduleStep {...props} />}
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between" mt="xl" gap="sm">
          <Button
            variant="default"
            onClick={submitDraft}
            loading={save.isPending}
            disabled={pending && !save.isPending}
          >
            Сохранить черновик
          </Button>
          <Group gap="sm">
            {step > 1 && (
              <Button variant="default" onClick={() => actions.stepReturned(step - 1)}>
                Назад
              </Button>
            )}
            {step < SMS_WIZARD_STEPS ? (
              <Button onClick={next}>Далее</Button>
            ) : (
              <Button onClick={submit} loading={schedule.isPending} disabled={save.isPending}>
                {form.sendMode === 'now' ? 'Отправить' : 'Запланировать'}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
    </>
  );
}
