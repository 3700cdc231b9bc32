import { notifications } from '@mantine/notifications';
import { ApiRequestError, isUnreachable } from '@/lib/api/client';
import { failureFields, failureMessage } from '@/lib/api/messages';

/**
 * Shows why a cash write failed: the API's messages under the form's fields, its refusal as a
 * notice, or that the server could not answer (the input stays; a resend with the same key
 * never records twice).
 */
export function showWriteError(
  error: unknown,
  setErrors: (fields: Record<string, string>) => void,
) {
  const fields = failureFields(error);
  if (Object.keys(fields).length) setErrors(fields);
  const unreachable = !(error instanceof ApiRequestError) || isUnreachable(error);
  notifications.show({
    color: 'red',
    message: unreachable
      ? 'Сервер не ответил. Введённое сохранено: отправьте ещё раз — дважды операция не пройдёт.'
      : failureMessage(error),
  });
}
