'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { homeScreen, may } from '@/lib/shared/access';
import type { Hall } from '@/lib/api/client';
import { hallsQuery } from '@/lib/api/halls';
import { useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { deferred } from '../common/deferred';
import { findDraft } from '../common/use-form-draft';
import { ScreenHeader } from '../common/ScreenHeader';
import { HallCard } from './HallCard';
import type { HallDrawerTarget } from './HallDrawer';

const HallDrawer = deferred(
  () => import('./HallDrawer').then((m) => m.HallDrawer),
  (props) => ({ ...props, target: null }),
);

export const AFTER_LOGIN_PARAM = 'after-login';

const matches = (hall: Hall, search: string) => {
  const needle = search.trim().toLocaleLowerCase('ru');
  return `${hall.name} ${hall.city} ${hall.address}`.toLocaleLowerCase('ru').includes(needle);
};

export function HallsScreen() {
  const router = useRouter();
  const role = useAuthStore((s) => s.role);
  const currentHall = useHallsStore((s) => s.currentHall);
  const { hallChosen } = useHallsStore((s) => s.actions);
  const halls = useQuery(hallsQuery());
  const [search, setSearch] = useState('');
  const headOffice = may(role, 'manageHalls');
  // Input left unsent (an expired session, a reload) opens its form again.
  const [drawer, setDrawer] = useState<HallDrawerTarget | null>(draftTarget);

  const choose = (hall: Hall) => {
    hallChosen(hall.id);
    router.push(`${homeScreen(role)}/`);
  };

  // Straight after sign-in: one hall, or a remembered hall still allowed, needs no choosing.
  useEffect(() => {
    if (!halls.data || !new URLSearchParams(window.location.search).has(AFTER_LOGIN_PARAM)) return;
    const only = halls.data.length === 1 ? halls.data[0] : undefined;
    const remembered = halls.data.find((hall) => hall.id === currentHall);
    const hall = only ?? remembered;
    if (hall) {
      useHallsStore.getState().actions.hallChosen(hall.id);
      router.replace(`${homeScreen(role)}/`);
    }
  }, [halls.data, currentHall, role, router]);

  const shown = (halls.data ?? []).filter((hall) => matches(hall, search));

  return (
    <>
      <ScreenHeader title="Выбор зала">
        {headOffice && (
          <Button
            leftSection={<IconPlus size={18} />}
            {...HallDrawer.intent}
            onClick={() => setDrawer({ mode: 'create' })}
          >
            Добавить зал
          </Button>
        )}
      </ScreenHeader>
      <TextInput
        aria-label="Поиск зала"
        placeholder="Поиск по названию или адресу"
        leftSection={<IconSearch size={18} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
        mb="lg"
      />
      {halls.isPending && (
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </ResponsiveGrid>
      )}
      {halls.isError && (
        <Alert color="red" title="Не удалось загрузить залы" maw={520}>
          <Text size="sm" mb="sm">
            {halls.error.message}
          </Text>
          <Button size="xs" variant="light" onClick={() => halls.refetch()}>
            Повторить
          </Button>
        </Alert>
      )}
      {halls.data && halls.data.length === 0 && (
        <Text c="dimmed">Вам не назначен ни один зал. Обратитесь к администратору.</Text>
      )}
      {halls.data && halls.data.length > 0 && shown.length === 0 && (
        <Text c="dimmed">Ничего не найдено по запросу «{search.trim()}».</Text>
      )}
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} role="list" aria-label="Залы">
        {shown.map((hall) => (
          <Stack key={hall.id} role="listitem" gap={4}>
            <HallCard hall={hall} current={hall.id === currentHall} onChoose={choose} />
            {headOffice && (
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<IconSettings size={16} />}
                aria-label={`Настройки зала ${hall.name}`}
                {...HallDrawer.intent}
                onClick={() => setDrawer({ mode: 'edit', hallId: hall.id })}
              >
                Настройки
              </Button>
            )}
          </Stack>
        ))}
      </ResponsiveGrid>
      {headOffice && (
        <HallDrawer needed={drawer !== null} target={drawer} onClose={() => setDrawer(null)} />
      )}
    </>
  );
}

function draftTarget(): HallDrawerTarget | null {
  // Prerendered without a browser: the drawer is the browser's alone (it loads after mount).
  if (typeof sessionStorage === 'undefined') return null;
  const draft = findDraft('hall:');
  if (draft === 'new') return { mode: 'create' };
  return draft && /^\d+$/.test(draft) ? { mode: 'edit', hallId: Number(draft) } : null;
}
