'use client';

import { Button, EmptyState } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { HALLS_ROUTE } from '@/lib/shared/routes';
import { useHallsStore } from '@/stores/halls-store';
import { ScreenHeader } from './ScreenHeader';

type Props = { title: string; children: (hallId: number) => ReactNode };

/** Renders a hall screen for the current hall, or its title and a request to choose one. */
export function HallRequired({ title, children }: Props) {
  const hallId = useHallsStore((s) => s.currentHall);
  if (!hallId) {
    return (
      <>
        <ScreenHeader title={title} />
        <EmptyState
          mt="xl"
          icon={<IconBuildingStore />}
          title="Зал не выбран"
          description="Выберите зал, чтобы увидеть его данные."
        >
          <Button component={Link} href={`${HALLS_ROUTE}/`} mt="md">
            Выбрать зал
          </Button>
        </EmptyState>
      </>
    );
  }
  return children(hallId);
}
