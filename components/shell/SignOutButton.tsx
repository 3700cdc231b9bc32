'use client';

import { Button, Group, Modal, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useCashQueueStore } from '@/stores/cash-queue-store';
import { useSignOut } from './use-sign-out';

/** «Выйти»; with cash writes still unsent from this device it asks first, since they go too. */
export function SignOutButton() {
  const signOut = useSignOut();
  const unsent = useCashQueueStore((s) => s.items.length);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconLogout size={18} />}
        onClick={() => (unsent > 0 ? setAsking(true) : signOut())}
      >
        Выйти
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Выйти?" centered>
        <Text size="sm" mb="md">
          На этом устройстве есть неотправленные кассовые операции: {unsent}. После выхода они будут
          удалены и не попадут в кассу. Чтобы отправить их, останьтесь, пока связь не вернётся.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            Остаться
          </Button>
          <Button color="red" onClick={signOut}>
            Выйти и удалить
          </Button>
        </Group>
      </Modal>
    </>
  );
}
