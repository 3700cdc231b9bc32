import { EmptyState } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';

/** The honest empty state of a screen whose data is not connected yet: no made-up figures. */
export function SectionPending({ description }: { description: string }) {
  return (
    <EmptyState
      mt="xl"
      icon={<IconPlugConnected />}
      title="Данные раздела ещё не подключены"
      description={description}
    />
  );
}
