'use client';

import '@mantine/core/styles/Card.layer.css';
import { Card, Group, Text } from '@mantine/core';
import type { ClosedGamingDays } from '@/lib/api/reports';
import { dottedDay } from '@/lib/shared/iso-date';
import { formatMoney } from '@/lib/shared/money';
import { formatCount } from '@/lib/shared/report-format';
import { ResponsiveGrid } from '../common/ResponsiveGrid';

/** How many days are closed and which are not, in words. */
function daysLine(days: ClosedGamingDays) {
  const parts = [
    days.closed === 0 ? 'закрытых дней в периоде нет' : `закрыто дней: ${formatCount(days.closed)}`,
  ];
  if (days.notClosed > 0) parts.push(`не закрыто: ${formatCount(days.notClosed)}`);
  if (days.current) parts.push(`день ${dottedDay(days.current)} идёт и ещё не закрыт`);
  if (days.noReading > 0) parts.push(`автомато-дней без показаний: ${formatCount(days.noReading)}`);
  return parts.join(' · ');
}

/**
 * The range's closed gaming days beside a report of the meters: their meter win and the cash the
 * hall took (decision 068). The day now going on is not among them and says so.
 */
export function ClosedDaysCard({ days }: { days: ClosedGamingDays }) {
  const figures: [string, string, string?][] = [
    [
      'Выигрыш по счётчикам',
      days.meterWin,
      days.adjustments > 0 ? `с поздними показаниями: ${formatCount(days.adjustments)}` : undefined,
    ],
    ['Купюры по счётчикам', days.billsIn, 'в ящиках до выемки'],
    [
      'Выемка',
      days.drop,
      days.dropPending ? 'часть ящиков ещё не пересчитана' : 'ящики, вынутые в эти дни',
    ],
    ['Зачислено с касс', days.creditsSold],
    ['Выплачено вручную', days.handPays],
    ['Выигрыш по наличным', days.cashWin, 'выемка + зачисления − выплаты'],
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="closed-days">
      <Group justify="space-between" gap="xs" mb={days.closed > 0 ? 'sm' : 0}>
        <Text fw={600}>Закрытые игровые дни</Text>
        <Text size="sm" c="dimmed">
          {daysLine(days)}
        </Text>
      </Group>
      {days.closed > 0 && (
        <ResponsiveGrid cols={{ base: 2, sm: 3 }}>
          {figures.map(([label, value, note]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text
                fw={600}
                c={value.startsWith('-') ? 'red.4' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {formatMoney(value)}
              </Text>
              {note && (
                <Text size="xs" c="dimmed">
                  {note}
                </Text>
              )}
            </div>
          ))}
        </ResponsiveGrid>
      )}
    </Card>
  );
}
