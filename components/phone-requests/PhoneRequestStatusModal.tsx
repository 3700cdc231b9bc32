'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import { Group, Modal, Skeleton, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { phoneRequestQuery, type PhoneRequestEvent } from '@/lib/api/phone-requests';
import { PHONE_REQUEST_ACTION_LABELS } from '@/lib/shared/phone-requests';
import { FIELD_LABELS, API_FIELDS } from '@/lib/forms/phone-requests-form';
import { formatPhone } from '@/lib/shared/validation/rules';
import { usePhoneRequestStore } from '@/stores/phone-requests-store';
import { LoadError } from '../common/LoadError';
import { StatusBadge } from './StatusBadge';
import type { HallClock } from '@/lib/shared/hall-time';
import { useHallClocks } from '../common/use-hall-clock';

const shown = (field: string, value: string) =>
  field.endsWith('Phone') ? formatPhone(value) : value;

function EventItem({ event, clock }: { event: PhoneRequestEvent; clock: HallClock }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {clock.dateTime(event.at)} · {event.user ?? '—'}
      </Text>
      {event.comment && <Text size="sm">«{event.comment}»</Text>}
      {event.changes &&
        Object.entries(event.changes).map(([field, change]) => (
          <Text size="sm" key={field}>
            {FIELD_LABELS[API_FIELDS[field]] ?? field}: {shown(field, change.from)} →{' '}
            {shown(field, change.to)}
          </Text>
        ))}
    </>
  );
}

/** The request's status and everything that happened to it, and who did it. */
export function PhoneRequestStatusModal({ hallId, opened }: { hallId: number; opened: boolean }) {
  const { isStatusModalOpen, requestId, requestHallId, statusModalStatus } = usePhoneRequestStore();
  const { statusClosed } = usePhoneRequestStore((s) => s.actions);
  const clock = useHallClocks()(requestHallId ?? hallId);
  const detail = useQuery({
    ...phoneRequestQuery(requestHallId ?? hallId, requestId ?? 0),
    enabled: isStatusModalOpen && requestId !== null,
  });
  return (
    <Modal opened={opened} onClose={statusClosed} title={`История заявки № ${requestId}`}>
      <Group mb="md">
        <StatusBadge status={detail.data?.status ?? statusModalStatus} />
      </Group>
      {detail.isPending && <Skeleton h={120} />}
      {detail.isError && (
        <LoadError
          title="Не удалось загрузить историю"
          error={detail.error}
          onRetry={() => detail.refetch()}
        />
      )}
      {detail.data && (
        <Timeline active={detail.data.history.length - 1} bulletSize={14} lineWidth={2}>
          {detail.data.history.map((event, i) => (
            <Timeline.Item key={i} title={PHONE_REQUEST_ACTION_LABELS[event.action]}>
              <EventItem event={event} clock={clock} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
