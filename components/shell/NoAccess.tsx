import { EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export function NoAccess() {
  return (
    <EmptyState
      mt="xl"
      icon={<IconLock />}
      title="Нет доступа"
      description="Этот раздел недоступен для вашей роли. Выберите другой раздел в меню."
    />
  );
}
