'use client';

import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import type { GamingDay } from '@/lib/api/gaming-days';

const STATUS: Record<GamingDay['status'], { label: string; color: string }> = {
  open: { label: 'Идёт', color: 'blue' },
  awaiting: { label: 'Ждёт закрытия', color: 'yellow' },
  closed: { label: 'Закрыт', color: 'teal' },
};

/** A gaming day's state: going on, ended and waiting for its close, or closed. */
export function DayStatus({ day }: { day: GamingDay }) {
  const { label, color } = STATUS[day.status];
  return (
    <Badge variant="light" color={color} style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
