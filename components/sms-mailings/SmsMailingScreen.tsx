'use client';

import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useSmsMailingStore } from '@/stores/sms-mailings-store';
import { HallRequired } from '../common/HallRequired';
import { MailingList } from './MailingList';
import { MailingWizard } from './MailingWizard';

export function SmsMailingScreen() {
  return (
    // Cancelling a mailing and leaving the wizard ask through `modals.openConfirmModal`.
    <ModalsProvider>
      <HallRequired title="SMS-рассылки">
        {(hallId) => <HallMailings key={hallId} hallId={hallId} />}
      </HallRequired>
    </ModalsProvider>
  );
}

function HallMailings({ hallId }: { hallId: number }) {
  const screen = useSmsMailingStore((s) => s.screen);
  const wizardHall = useSmsMailingStore((s) => s.hallId);
  const { listOpened } = useSmsMailingStore((s) => s.actions);
  // A wizard belongs to the hall it was opened in; another hall starts on its own list.
  const ownWizard = screen === 'create' && wizardHall === hallId;
  useEffect(() => {
    if (screen === 'create' && wizardHall !== hallId) listOpened();
  }, [screen, wizardHall, hallId, listOpened]);

  return ownWizard ? <MailingWizard hallId={hallId} /> : <MailingList hallId={hallId} />;
}
