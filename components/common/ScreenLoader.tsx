import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or the session state is loading. */
export function ScreenLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Загрузка">
      <Loader size="lg" />
    </Center>
  );
}
