import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { PHONE_REQUEST_STATUS_LABELS, type PhoneRequestStatus } from '@/lib/shared/phone-requests';

const COLORS: Record<PhoneRequestStatus, string> = {
  new: 'yellow',
  approved: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

export function StatusBadge({ status }: { status: PhoneRequestStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {PHONE_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
