'use client';

import '@mantine/core/styles/Tabs.layer.css';
import { Tabs } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { may } from '@/lib/shared/access';
import { useAuthStore } from '@/stores/auth-store';
import { useSmsMailingStore } from '@/stores/sms-mailings-store';
import { HallRequired } from '../common/HallRequired';
import { deferred } from '../common/deferred';
import { ScreenHeader } from '../common/ScreenHeader';
import { useAddressTab } from '../common/use-address-tab';
import { CreateMailingButton, MailingList } from './MailingList';
import { MailingWizardPart } from './wizard-part';

// The client base loads with its tab: the mailings are what the screen opens on.
const ClientsTab = deferred(
  () => import('./ClientsTab').then((m) => m.ClientsTab),
  (props) => props,
);
// Head office's register of restricted persons loads with its tab too.
const RestrictionsTab = deferred(
  () => import('./RestrictionsTab').then((m) => m.RestrictionsTab),
  (props) => props,
);

// Head office's monitoring register of large payouts, beside the register of restrictions.
const MonitoringTab = deferred(
  () => import('./MonitoringTab').then((m) => m.MonitoringTab),
  (props) => props,
);

// The tabs of a hall's staff; head office reads the registers too.
const HALL_TABS = ['mailings', 'clients'] as const;

export function SmsMailingScreen() {
  return (
    <HallRequired title="SMS-рассылки">
      {(hallId) => <HallMailings key={hallId} hallId={hallId} />}
    </HallRequired>
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

  const headOffice = useAuthStore((s) => may(s.role, 'manageRestrictions'));
  const monitors = useAuthStore((s) => may(s.role, 'readMonitoring'));
  const tabs = useMemo(
    () => [
      ...HALL_TABS,
      ...(headOffice ? (['restrictions'] as const) : []),
      ...(monitors ? (['monitoring'] as const) : []),
    ],
    [headOffice, monitors],
  );
  const [tab, setTab] = useAddressTab(tabs);
  if (ownWizard) return <MailingWizardPart needed hallId={hallId} />;
  return (
    <>
      <ScreenHeader title="SMS-рассылки">
        {tab === 'mailings' && <CreateMailingButton hallId={hallId} />}
      </ScreenHeader>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="mailings">Рассылки</Tabs.Tab>
          <Tabs.Tab value="clients" {...ClientsTab.intent}>
            Клиенты
          </Tabs.Tab>
          {headOffice && (
            <Tabs.Tab value="restrictions" {...RestrictionsTab.intent}>
              Ограничения
            </Tabs.Tab>
          )}
          {monitors && (
            <Tabs.Tab value="monitoring" {...MonitoringTab.intent}>
              Финмониторинг
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="mailings">
          <MailingList hallId={hallId} />
        </Tabs.Panel>
        <Tabs.Panel value="clients">
          <ClientsTab needed={tab === 'clients'} hallId={hallId} />
        </Tabs.Panel>
        {headOffice && (
          <Tabs.Panel value="restrictions">
            <RestrictionsTab needed={tab === 'restrictions'} />
          </Tabs.Panel>
        )}
        {monitors && (
          <Tabs.Panel value="monitoring">
            <MonitoringTab needed={tab === 'monitoring'} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
