'use client';

import { Stack, Text } from '@mantine/core';
import { NewPasswordForm } from '@/components/account/NewPasswordForm';
import { TotpEnrolment } from '@/components/account/TotpEnrolment';

type Props =
  | { kind: 'new-password'; login: string; mfa: boolean; knownCurrent?: string; onDone: () => void }
  | { kind: 'enrol'; onDone: () => void };

/**
 * What a session must do before anything else: replace a temporary password, or enrol the
 * second factor its role requires. Loaded only when a sign-in needs it.
 */
export default function AccountStep(props: Props) {
  if (props.kind === 'enrol') {
    return (
      <Stack gap="md">
        <Text size="sm">
          Для вашей роли вход защищён вторым фактором. Подключите его, чтобы продолжить.
        </Text>
        <TotpEnrolment onDone={props.onDone} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">Вы вошли по временному паролю. Задайте свой пароль, чтобы продолжить.</Text>
      <NewPasswordForm
        login={props.login}
        mfa={props.mfa}
        knownCurrent={props.knownCurrent}
        submitLabel="Сохранить и войти"
        onDone={props.onDone}
      />
    </Stack>
  );
}
