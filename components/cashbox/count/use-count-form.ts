'use client';

import { useForm, type FormValidateInput } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { CountBody } from '@/lib/api/cashbox';
import { newRequestKey } from '@/lib/browser/request-key';
import { useFormDraft } from '../../common/use-form-draft';
import { useOneAtATime } from '../../common/use-one-at-a-time';
import { showWriteError } from '../write-errors';
import { countBody, countErrors, emptyCount, nextAttemptKey, type CountDraft } from './count-draft';
import { countRule, useCashPolicy } from './FormCount';

type CountValues = { count: CountDraft; requestKey: string };

type Options<Extra, Result> = {
  hallId: number;
  /** Where the typed count waits through a re-login. */
  draftKey: string;
  /** The form's other fields and their first values. */
  extra: Extra;
  validate?: FormValidateInput<Extra>;
  /** Sends the count as the API takes it, under the attempt's Idempotency-Key. */
  send: (values: Extra, count: CountBody, key: string) => Promise<Result>;
  onSent: (result: Result, values: Extra) => void;
};

/**
 * A form around a count (an opening, a close, a handover, a safe count): the hall's rules, the
 * draft, one submit at a time, a new key after a refused count, the API's messages under the grid.
 */
export function useCountForm<Extra extends Record<string, unknown>, Result>({
  hallId,
  draftKey,
  extra,
  validate,
  send,
  onSent,
}: Options<Extra, Result>) {
  const policy = useCashPolicy(hallId);
  const form = useForm<Extra & CountValues>({
    mode: 'controlled',
    initialValues: { ...extra, count: emptyCount(), requestKey: newRequestKey() },
    validate: { ...validate, count: countRule(policy) } as FormValidateInput<Extra & CountValues>,
  });
  const { clearDraft } = useFormDraft(draftKey, form);
  const once = useOneAtATime();
  const setKey = (key: string) =>
    (form.setFieldValue as (path: 'requestKey', value: string) => void)('requestKey', key);
  const mutation = useMutation({
    mutationFn: (values: Extra & CountValues) =>
      send(values, countBody(values.count, policy?.denominations ?? []), values.requestKey),
    onSuccess: (result, values) => {
      clearDraft();
      onSent(result, values);
    },
    onError: (error) => {
      nextAttemptKey(error, setKey);
      showWriteError(error, (fields) => form.setErrors(countErrors(fields)));
    },
  });
  return {
    form,
    policy,
    pending: mutation.isPending,
    onSubmit: form.onSubmit((values) => once(() => mutation.mutateAsync(values))),
  };
}
