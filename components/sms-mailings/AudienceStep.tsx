'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import {
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  AUDIENCE_SEGMENT_LABELS,
  AUDIENCE_SEGMENTS,
  type AudienceSegment,
} from '@/lib/shared/sms-mailings';
import { DAYS_MAX, type MailingErrors } from '@/lib/forms/sms-mailings-form';
import { useAuthStore } from '@/stores/auth-store';
import { useHallsStore } from '@/stores/halls-store';
import { useSmsMailingStore } from '@/stores/sms-mailings-store';
import { DayRangeInput } from '../common/DayRangeInput';
import { useAudienceCount } from './use-audience-count';
import { formatCount } from '@/lib/shared/report-format';

type Props = { hallId: number; errors: MailingErrors };

/** Step 1: the title, the halls (several only for admins), the segment and the live count. */
export function AudienceStep({ hallId, errors }: Props) {
  const form = useSmsMailingStore((s) => s.form);
  const { formChanged } = useSmsMailingStore((s) => s.actions);
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const halls = useHallsStore((s) => s.hallsList);
  const hallName = halls.find((h) => h.id === hallId)?.name ?? `Зал ${hallId}`;

  return (
    <Stack gap="md" maw={640}>
      <TextInput
        label="Название рассылки"
        description="Видно только сотрудникам, клиенту не отправляется"
        required
        value={form.title}
        error={errors.title}
        onChange={(e) => formChanged({ title: e.currentTarget.value })}
      />
      {isAdmin ? (
        <MultiSelect
          label="Залы"
          required
          data={halls.map((h) => ({ value: String(h.id), label: h.name }))}
          value={form.hallIds.map(String)}
          onChange={(ids) => formChanged({ hallIds: ids.map(Number) })}
          error={errors.hallIds}
          searchable
        />
      ) : (
        <TextInput label="Зал" value={hallName} readOnly error={errors.hallIds} />
      )}
      <Radio.Group
        label="Кому"
        description="Только клиенты, давшие согласие на SMS"
        value={form.segment}
        onChange={(segment) => formChanged({ segment: segment as AudienceSegment })}
        error={errors.segment}
      >
        <Stack gap="xs" mt="xs">
          {AUDIENCE_SEGMENTS.map((segment) => (
            <Radio key={segment} value={segment} label={AUDIENCE_SEGMENT_LABELS[segment]} />
          ))}
        </Stack>
      </Radio.Group>
      {(form.segment === 'visited' || form.segment === 'not_visited') && (
        <NumberInput
          label="N — число дней"
          required
          min={1}
          max={DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={form.days}
          onChange={(days) => formChanged({ days: typeof days === 'number' ? days : 0 })}
          error={errors.days}
          w={200}
        />
      )}
      {form.segment === 'registered' && (
        <DayRangeInput
          label="Даты регистрации"
          required
          placeholder="Выберите дни"
          value={form.registered}
          onChange={(registered) => formChanged({ registered })}
          error={errors.registered}
          w={{ base: '100%', sm: 300 }}
        />
      )}
      <AudienceCount hallId={hallId} error={errors.audience} />
    </Stack>
  );
}

function AudienceCount({ hallId, error }: { hallId: number; error?: string }) {
  const form = useSmsMailingStore((s) => s.form);
  const count = useAudienceCount(hallId, form);
  const value = count.data?.count;
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Text size="sm" c="dimmed">
        Получателей сейчас
      </Text>
      <Group gap="sm" align="center">
        <Text fz={28} fw={700} data-testid="audience-count">
          {count.isEnabled && value !== undefined ? formatCount(value) : '—'}
        </Text>
        {count.isFetching && <Loader size="sm" role="status" aria-label="Считаем получателей" />}
      </Group>
      {count.isError && (
        <Text size="sm" c="red">
          Не удалось посчитать: {count.error.message}
        </Text>
      )}
      {!count.isEnabled && (
        <Text size="sm" c="dimmed">
          Уточните аудиторию, чтобы посчитать получателей
        </Text>
      )}
      {count.isEnabled && value === 0 && !error && (
        <Text size="sm" c="orange">
          В аудитории нет ни одного клиента с согласием на SMS
        </Text>
      )}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Paper>
  );
}
