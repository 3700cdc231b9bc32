'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Modal, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureMessage } from '@/lib/api/messages';
import { currentUserQuery } from '@/lib/api/own-account';
import { NewPasswordForm } from './NewPasswordForm';
import { OwnSessions } from './OwnSessions';
import { SecondFactor } from './SecondFactor';

export type OwnAccountPart = 'password' | 'mfa' | 'sessions';

const TITLES: Record<OwnAccountPart, string> = {
  password: 'Сменить пароль',
  mfa: 'Второй фактор',
  sessions: 'Мои сеансы',
};

type Props = { part: OwnAccountPart | null; onClose: () => void };

/** The header menu's own-account parts, in one dialog. */
export function OwnAccountDialog({ part: asked, onClose }: Props) {
  // Mounted closed, then opened: a Mantine dialog notes the element to give the focus back to
  // only when it sees itself open, not when it mounts open (its chunk loads on the first ask).
  const [part, setPart] = useState<OwnAccountPart | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the open must follow the mount
  useEffect(() => setPart(asked), [asked]);
  const queryClient = useQueryClient();
  const me = useQuery({ ...currentUserQuery(), enabled: part !== null });
  const changed = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
    notifications.show({ color: 'teal', message });
    onClose();
  };

  return (
    <Modal
      opened={part !== null}
      onClose={onClose}
      title={part ? TITLES[part] : ''}
      // A password or a code half typed is not thrown away by a stray click.
      closeOnClickOutside={part === 'sessions'}
      size={part === 'sessions' ? 'lg' : 'md'}
    >
      {part === 'sessions' && <OwnSessions />}
      {part !== null && part !== 'sessions' && me.isError && (
        <Text c="red.4" role="alert">
          {failureMessage(me.error)}
        </Text>
      )}
      {part !== null && part !== 'sessions' && !me.data && !me.isError && <Skeleton h={160} />}
      {part === 'password' && me.data && (
        <NewPasswordForm
          login={me.data.login}
          mfa={me.data.mfa}
          submitLabel="Сменить пароль"
          onDone={() => changed('Пароль изменён. Другие сеансы завершены.')}
        />
      )}
      {part === 'mfa' && me.data && (
        <SecondFactor
          mfa={me.data.mfa}
          onChanged={() =>
            changed(me.data.mfa ? 'Второй фактор отключён' : 'Второй фактор подключён')
          }
        />
      )}
    </Modal>
  );
}
