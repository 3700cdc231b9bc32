import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { MAILING_STATUS_LABELS, type MailingStatus } from '@/lib/shared/sms-mailings';

const COLORS: Record<MailingStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'teal',
  cancelled: 'gray',
  failed: 'red',
};

export function MailingStatusBadge({ status }: { status: MailingStatus }) {
  return (
    <Badge
      variant={status === 'cancelled' ? 'outline' : 'light'}
      color={COLORS[status]}
      style={{ flexShrink: 0 }}
    >
      {MAILING_STATUS_LABELS[status]}
    </Badge>
  );
}
