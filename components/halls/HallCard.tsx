import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { Badge, Card, Group, Text, UnstyledButton } from '@mantine/core';
import type { Hall } from '@/lib/api/client';
import classes from './HallCard.module.css';
import { LICENCE_MIN_TERMINALS } from '@/lib/shared/licence';
import { openHoursText } from '@/lib/shared/halls';
import { formatCount } from '@/lib/shared/report-format';

type Props = { hall: Hall; current: boolean; onChoose: (hall: Hall) => void };

export function HallCard({ hall, current, onChoose }: Props) {
  return (
    // Named by what it shows (WCAG 2.5.3): the hall's name is the first thing read out.
    <UnstyledButton onClick={() => onChoose(hall)} className={classes.button}>
      <Card withBorder padding="lg" className={classes.card} data-current={current || undefined}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
          <Text fw={700} size="lg">
            {hall.name}
          </Text>
          <Badge color={hall.status === 'open' ? 'green' : 'gray'} variant="light">
            {hall.status === 'open' ? 'Открыт' : 'Закрыт'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {hall.city}, {hall.address}
        </Text>
        <Text size="sm" c="dimmed">
          Часы работы: {openHoursText(hall.openHours)}
        </Text>
        {hall.todayVisitors !== undefined && (
          <Text size="sm" mt="xs">
            Сегодня посетителей: <b>{formatCount(hall.todayVisitors)}</b>
          </Text>
        )}
        {hall.gameTerminals !== undefined && hall.status === 'open' && (
          <Text size="sm" c={hall.gameTerminals < LICENCE_MIN_TERMINALS ? 'red.4' : undefined}>
            Автоматов в работе: <b>{formatCount(hall.gameTerminals)}</b> из {LICENCE_MIN_TERMINALS}{' '}
            по лицензии
          </Text>
        )}
        {current && (
          <Text size="xs" c="brand" mt="sm" fw={600}>
            Текущий зал
          </Text>
        )}
      </Card>
    </UnstyledButton>
  );
}
