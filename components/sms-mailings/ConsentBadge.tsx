import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';

/** Whether the client takes advertising SMS. */
export function ConsentBadge({ consent }: { consent: boolean }) {
  return (
    <Badge variant="light" color={consent ? 'teal' : 'gray'}>
      {consent ? 'Согласен на SMS' : 'Без согласия'}
    </Badge>
  );
}
