'use client';

import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  exportVariances,
  signOffVariance,
  variancesQuery,
  type CashVariance,
  type CashVarianceReport,
} from '@/lib/api/cash-desks';

import { cashboxKey } from '@/lib/api/query-keys';
import { may } from '@/lib/shared/access';
import { VARIANCE_KIND_LABELS, varianceText } from '@/lib/shared/cash-desks';
import { dottedDay } from '@/lib/shared/iso-date';
import { formatMoney } from '@/lib/shared/money';
import { useAuthStore } from '@/stores/auth-store';
import { DayRangeInput } from '../../common/DayRangeInput';
import { ListQueryState } from '../../common/ListQueryState';
import { pagedList, usePagedList } from '../../common/use-paged-list';
import { useHallClock } from '../../common/use-hall-clock';
import { ExportMenu } from '../../reports/ExportMenu';
import { ReasonDialog } from '../desk/ReasonDialog';

const SIGN_OFF_LABELS = {
  none: 'подпись не нужна',
  manager: 'подписывает управляющий',
  head_office: 'подписывают управляющий и центральный офис',
} as const;

/** Whose signature a variance waits for: the manager's first, then head office's. */
const nextSigner = (v: CashVariance) =>
  !v.awaiting ? null : v.managerBy === null ? 'manager' : 'head_office';

const variancesList = pagedList({ key: 'variancesFilter', pageSize: 25, query: variancesQuery });

/**
 * «Расхождения»: every counted − expected against the person, the ones above the threshold
 * waiting for a signature with a reason; per cashier, the shifts, shortages and overages.
 */
export function VariancesTab({ hallId }: { hallId: number }) {
  const role = useAuthStore((s) => s.role);
  const queryClient = useQueryClient();
  const {
    filter,
    filterChanged,
    list: report,
    paging,
    filtered,
  } = usePagedList(variancesList, hallId);
  const { status, range, userId } = filter;
  const [signing, setSigning] = useState<CashVariance | null>(null);
  const canSign = (v: CashVariance) => {
    const signer = nextSigner(v);
    if (signer === 'manager') return may(role, 'signOffVariances');
    return signer === 'head_office' && may(role, 'signOffLargeVariances');
  };
  const people = report.data?.people ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Какие расхождения"
          value={status}
          onChange={(next) => filterChanged({ status: next as 'open' | 'all' })}
          data={[
            { value: 'open', label: 'Ждут подписи' },
            { value: 'all', label: 'Все' },
          ]}
        />
        <DayRangeInput
          label="Период"
          placeholder="За всё время"
          value={range}
          onChange={(next) => filterChanged({ range: next })}
          w={260}
        />
        <Select
          label="Сотрудник"
          placeholder="Все"
          clearable
          w={240}
          value={userId === null ? null : String(userId)}
          data={people
            .filter((p) => p.userId !== null)
            .map((p) => ({ value: String(p.userId), label: p.person ?? '—' }))}
          onChange={(next) => filterChanged({ userId: next ? Number(next) : null })}
        />
        <ExportMenu download={(format) => exportVariances(hallId, filter, format)} />
      </Group>
      <ListQueryState
        query={report}
        what="расхождения"
        emptyText={
          status === 'open'
            ? 'Подписи не ждёт ни одно расхождение.'
            : filtered
              ? 'Расхождений нет. Измените фильтр или сбросьте его.'
              : 'Расхождений за период нет.'
        }
        {...paging}
        rows={3}
        rowHeight={72}
        above={(data) => <People people={data.people} />}
      >
        {(data) => (
          <Stack gap="sm">
            {data.items.map((v) => (
              <VarianceCard
                key={v.id}
                variance={v}
                onSign={canSign(v) ? () => setSigning(v) : undefined}
              />
            ))}
          </Stack>
        )}
      </ListQueryState>
      {signing && (
        <ReasonDialog
          title={`Расхождение № ${signing.id}`}
          draftKey={`variance-sign-off:${hallId}:${signing.id}`}
          action="Подписать"
          onSubmit={async (reason, key) => {
            await signOffVariance(hallId, signing.id, reason, key);
            notifications.show({ color: 'teal', message: `Расхождение № ${signing.id} подписано` });
            await queryClient.invalidateQueries({ queryKey: cashboxKey(hallId) });
          }}
          onClose={() => setSigning(null)}
        >
          {varianceText(signing.amount)} · {whose(signing)} · {signing.deskName} ·{' '}
          {VARIANCE_KIND_LABELS[signing.kind]}. Укажите, что выяснилось и что сделано.
        </ReasonDialog>
      )}
    </Stack>
  );
}

/** Whose a variance is: a person's, or a machine's of its gaming day (decision 067). */
const whose = (v: CashVariance) =>
  v.day
    ? `игровой день ${dottedDay(v.day)}${v.dropId ? `, выемка № ${v.dropId}` : ''}`
    : (v.person ?? '—');

/** Per person of the page's filter: the shifts, the shortages and overages, what waits. */
function People({ people }: { people: CashVarianceReport['people'] }) {
  if (people.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        По сотрудникам
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {people.map((p) => (
          <Card key={p.userId ?? 'none'} withBorder padding="sm" data-testid="variance-person">
            <Text fw={600}>{p.person ?? 'Сотрудник удалён'}</Text>
            <Text size="sm">
              Смен: {p.shifts} · недостач: {p.shortages}
              {p.shortages ? ` (${formatMoney(p.shortage)})` : ''} · излишков: {p.overages}
              {p.overages ? ` (${formatMoney(p.overage)})` : ''}
            </Text>
            <Text size="sm" c={p.awaiting ? 'orange' : 'dimmed'}>
              Выше порога: {p.aboveThreshold} · ждут подписи: {p.awaiting}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One variance: its sum, its count, whose it is, who signed it and why. */
function VarianceCard({ variance: v, onSign }: { variance: CashVariance; onSign?: () => void }) {
  const clock = useHallClock();
  return (
    <Card withBorder padding="sm" data-testid="variance">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Group gap="xs">
            <Text
              fw={600}
              c={v.amount.startsWith('-') ? 'red' : v.amount === '0.00' ? undefined : 'teal'}
            >
              {varianceText(v.amount)}
            </Text>
            {v.awaiting && <Badge color="orange">ждёт подписи</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            № {v.id} · {clock.dateTime(v.at)} · {VARIANCE_KIND_LABELS[v.kind]} · {v.deskName} ·{' '}
            {whose(v)} · {SIGN_OFF_LABELS[v.signOff]}
          </Text>
          {v.managerBy && (
            <Text size="sm">
              Управляющий {v.managerBy}: {v.managerReason}
            </Text>
          )}
          {v.headOfficeBy && (
            <Text size="sm">
              Центральный офис, {v.headOfficeBy}: {v.headOfficeReason}
            </Text>
          )}
        </div>
        {onSign && (
          <Button size="xs" onClick={onSign}>
            Подписать
          </Button>
        )}
      </Group>
    </Card>
  );
}
