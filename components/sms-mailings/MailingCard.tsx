'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { Mailing } from '@/lib/api/sms-mailings';
import { SMS_KIND_LABELS } from '@/lib/shared/sms-mailings';
import { describeAudience } from '@/lib/forms/sms-mailings-form';
import { MailingStatusBadge } from './MailingStatusBadge';
import { formatCount } from '@/lib/shared/report-format';
import type { HallClock } from '@/lib/shared/hall-time';
import { useHallClock } from '../common/use-hall-clock';
import { MailingWizardPart } from './wizard-part';

type Props = {
  mailing: Mailing;
  onOpen: (mailing: Mailing) => void;
  onCancel: (mailing: Mailing) => void;
};

/** The moment that matters for the card's status, with its words. */
function when(m: Mailing, clock: HallClock): string {
  if (m.status === 'scheduled' && m.sendAt) return `Начало ${clock.dateTime(m.sendAt)}`;
  if (m.status === 'sending' && m.startedAt) return `Начата ${clock.dateTime(m.startedAt)}`;
  if ((m.status === 'sent' || m.status === 'failed') && m.finishedAt) {
    return `Завершена ${clock.dateTime(m.finishedAt)}`;
  }
  return `Создана ${clock.dateTime(m.createdAt)}`;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

export function MailingCard({ mailing: m, onOpen, onCancel }: Props) {
  const clock = useHallClock();
  const started = m.recipients > 0;
  const delivered = percent(m.delivered, m.recipients);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={m.title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {m.title}
          </Text>
          <MailingStatusBadge status={m.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {when(m, clock)} · {SMS_KIND_LABELS[m.kind]} · {describeAudience(m.audience)}
        </Text>
        <Text size="sm" lineClamp={3} c={m.text ? undefined : 'dimmed'} style={{ flexGrow: 1 }}>
          {m.text || 'Текст ещё не написан'}
        </Text>
        {started ? (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">Получателей: {formatCount(m.recipients)}</Text>
              <Text size="sm" fw={600}>
                Доставлено {delivered.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} %
              </Text>
            </Group>
            <Progress
              value={delivered}
              color={m.status === 'failed' ? 'red' : 'teal'}
              aria-label="Доставлено"
            />
            {(m.failed > 0 || m.skipped > 0) && (
              <Text size="xs" c="dimmed">
                Не доставлено: {formatCount(m.failed)} · пропущено (отказ от SMS):{' '}
                {formatCount(m.skipped)}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {m.status === 'cancelled'
              ? 'Не отправлялась'
              : 'Получатели определятся в момент отправки'}
          </Text>
        )}
        {m.status === 'failed' && m.error && (
          <Text size="xs" c="red">
            {m.error}
          </Text>
        )}
        {(m.status === 'draft' || m.status === 'scheduled') && (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(m)}>
              Отменить
            </Button>
            {m.status === 'draft' && (
              <Button
                size="xs"
                variant="light"
                {...MailingWizardPart.intent}
                onClick={() => onOpen(m)}
              >
                Открыть черновик
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
