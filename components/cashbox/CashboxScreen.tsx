'use client';

import '@mantine/core/styles/Tabs.layer.css';
import { Tabs } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { may } from '@/lib/shared/access';
import { SCREEN_TAB_KEYS } from '@/lib/browser/storage-keys';
import { useAuthStore } from '@/stores/auth-store';
import { HallRequired } from '../common/HallRequired';
import { ScreenHeader } from '../common/ScreenHeader';
import { CashJournal } from './CashJournal';
import { OfflineBanner } from './OfflineBanner';
import { ShiftPanel } from './ShiftPanel';
import { useCashQueueSender } from './cash-queue';
import { useDeskTopSettled } from './desk-top';
import { deferred } from '../common/deferred';
import { loadOfflineKit, OfflineKitLoader } from './offline-kit-loader';

// The bar sells offline too (a sale waits in the queue): its tab is in the desk's offline kit.
const OrdersTab = deferred(
  () => loadOfflineKit().then((m) => m.OrdersTab),
  (props) => props,
);

// The archive of shifts is read from the API: its tab loads with its first opening.
const ShiftArchive = deferred(
  () => import('./ShiftArchive').then((m) => m.ShiftArchive),
  (props) => props,
);

// The door's tab loads with its first opening: the shift's tab is what the desk opens on.
const GuestsTab = deferred(
  () => import('./GuestsTab').then((m) => m.GuestsTab),
  (props) => props,
);

// Wins owed: a tab a desk opens now and then, loaded with its first opening.
const OwedWinningsTab = deferred(
  () => import('./OwedWinningsTab').then((m) => m.OwedWinningsTab),
  (props) => props,
);

// The manager's menu editor is code a cashier never needs: it loads with its tab.
const MenuEditor = deferred(
  () => import('./MenuEditor').then((m) => m.MenuEditor),
  (props) => props,
);

// The manager's safe and variances: code a cashier never loads.
const SafeTab = deferred(
  () => import('./safe/SafeTab').then((m) => m.SafeTab),
  (props) => props,
);
// The drop is counted by any of the hall's staff, now and then: its tab loads with its opening.
const DropsTab = deferred(
  () => import('./drops/DropsTab').then((m) => m.DropsTab),
  (props) => props,
);
const VariancesTab = deferred(
  () => import('./variances/VariancesTab').then((m) => m.VariancesTab),
  (props) => props,
);

function HallCashbox({ hallId }: { hallId: number }) {
  useCashQueueSender(hallId);
  // The tab a cashier works in stays through a reload.
  const [tab, setTab] = useSessionStorage({ key: SCREEN_TAB_KEYS.cashbox, defaultValue: 'shift' });
  const menuKeeper = useAuthStore((s) => may(s.role, 'editBarMenu'));
  const safeKeeper = useAuthStore((s) => may(s.role, 'keepSafe'));
  const signer = useAuthStore((s) => may(s.role, 'signOffVariances'));
  const topSettled = useDeskTopSettled(hallId);
  return (
    <>
      <OfflineBanner hallId={hallId} />
      <OfflineKitLoader after={topSettled} />
      <Tabs value={tab} onChange={(next) => setTab(next ?? 'shift')} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="shift">Смена и операции</Tabs.Tab>
          <Tabs.Tab value="guests" {...GuestsTab.intent}>
            Гости
          </Tabs.Tab>
          <Tabs.Tab value="owed" {...OwedWinningsTab.intent}>
            К выплате
          </Tabs.Tab>
          <Tabs.Tab value="orders" {...OrdersTab.intent}>
            Заказы бара
          </Tabs.Tab>
          <Tabs.Tab value="shifts" {...ShiftArchive.intent}>
            Смены
          </Tabs.Tab>
          {safeKeeper && (
            <Tabs.Tab value="safe" {...SafeTab.intent}>
              Сейф
            </Tabs.Tab>
          )}
          <Tabs.Tab value="drops" {...DropsTab.intent}>
            Выемка
          </Tabs.Tab>
          {signer && (
            <Tabs.Tab value="variances" {...VariancesTab.intent}>
              Расхождения
            </Tabs.Tab>
          )}
          {menuKeeper && (
            <Tabs.Tab value="menu" {...MenuEditor.intent}>
              Меню бара
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="shift">
          <ShiftPanel hallId={hallId} />
          {topSettled && <CashJournal hallId={hallId} />}
        </Tabs.Panel>
        <Tabs.Panel value="guests">
          <GuestsTab needed={tab === 'guests'} hallId={hallId} />
        </Tabs.Panel>
        <Tabs.Panel value="owed">
          <OwedWinningsTab needed={tab === 'owed'} hallId={hallId} />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <OrdersTab needed={tab === 'orders'} hallId={hallId} />
        </Tabs.Panel>
        <Tabs.Panel value="shifts">
          <ShiftArchive needed={tab === 'shifts'} hallId={hallId} />
        </Tabs.Panel>
        {safeKeeper && (
          <Tabs.Panel value="safe">
            <SafeTab needed={tab === 'safe'} hallId={hallId} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="drops">
          <DropsTab needed={tab === 'drops'} hallId={hallId} />
        </Tabs.Panel>
        {signer && (
          <Tabs.Panel value="variances">
            <VariancesTab needed={tab === 'variances'} hallId={hallId} />
          </Tabs.Panel>
        )}
        {menuKeeper && (
          <Tabs.Panel value="menu">
            <MenuEditor needed={tab === 'menu'} hallId={hallId} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}

export function CashboxScreen() {
  return (
    <HallRequired title="Касса">
      {(hallId) => (
        <div key={hallId}>
          <ScreenHeader title="Касса" />
          <HallCashbox hallId={hallId} />
        </div>
      )}
    </HallRequired>
  );
}
