import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

/** A list or record that failed to load: the reason in Russian and «Повторить». */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title} maw={560}>
      <Text size="sm" mb="sm">
        {error.message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        Повторить
      </Button>
    </Alert>
  );
}

/** A query's failure as a screen shows it: «Не удалось загрузить …», the reason, «Повторить». */
export function QueryLoadError({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  return (
    <LoadError
      title={`Не удалось загрузить ${what}`}
      error={query.error!}
      onRetry={() => query.refetch()}
    />
  );
}
