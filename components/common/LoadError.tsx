import { Alert, Button, Text } from '@mantine/core';

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
