'use client';

import { Button, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useEffect } from 'react';
import { HALLS_ROUTE } from '@/lib/shared/routes';
import { ERROR_KEY } from '@/lib/browser/storage-keys';

/** The error placeholder; it leaves a marker so the next screen can tell an error happened. */
export function ErrorScreen() {
  useEffect(() => {
    localStorage.setItem(ERROR_KEY, JSON.stringify({ at: new Date().toISOString() }));
  }, []);

  return (
    <Stack gap="md" align="flex-start" py="xl">
      <Title order={1}>Ошибка-рыбка!</Title>
      <Text c="dimmed">Что-то пошло не так. Попробуйте вернуться к выбору зала.</Text>
      <Button component={Link} href={`${HALLS_ROUTE}/`}>
        К выбору зала
      </Button>
    </Stack>
  );
}
