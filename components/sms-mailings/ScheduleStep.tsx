'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/dates/styles.layer.css';
import { Alert, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Table } from '../common/Table';
import { DatePickerInput, getTimeRange, TimePicker } from '@mantine/dates';
import { RussianDates } from '@/components/common/RussianDates';
import { IconClock } from '@tabler/icons-react';
import { SMS_WINDOW_CLOSES_HOUR, SMS_WINDOW_OPENS_HOUR } from '@/lib/shared/business-rules';
import { countSms, messageText, sendingStart, SMS_KIND_LABELS } from '@/lib/shared/sms-mailings';
import {
  describeAudience,
  sendAtOf,
  toAudience,
  type MailingErrors,
} from '@/lib/forms/sms-mailings-form';
import { useHallsStore } from '@/stores/halls-store';
import { useSmsMailingStore } from '@/stores/sms-mailings-store';
import { useAudienceCount } from './use-audience-count';
import { formatCount } from '@/lib/shared/report-format';
import { useHallClock } from '../common/use-hall-clock';

const WINDOW = `${SMS_WINDOW_OPENS_HOUR}:00–${SMS_WINDOW_CLOSES_HOUR}:00`;
const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** Every half hour the window allows a start. */
const PRESETS = getTimeRange({
  startTime: pad(SMS_WINDOW_OPENS_HOUR),
  endTime: pad(SMS_WINDOW_CLOSES_HOUR - 1).replace(':00', ':30'),
  interval: '00:30',
});

/** Step 3: now or at a date and time, the sending window, and what is about to go out. */
export function ScheduleStep({ hallId, errors }: { hallId: number; errors: MailingErrors }) {
  const clock = useHallClock();
  const form = useSmsMailingStore((s) => s.form);
  const { formChanged } = useSmsMailingStore((s) => s.actions);
  const halls = useHallsStore((s) => s.hallsList);
  const count = useAudienceCount(hallId, form).data?.count;
  const now = new Date();
  const chosen = sendAtOf(form, clock.zone);
  const asked = chosen ?? now;
  const start = sendingStart(asked, clock.zone);
  const known = form.sendMode === 'now' || chosen !== null;
  const moved = known && start.getTime() !== asked.getTime();
  const segments = countSms(messageText(form.text, form.kind)).segments;
  const hallNames = form.hallIds.map((id) => halls.find((h) => h.id === id)?.name ?? `Зал ${id}`);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Stack gap="md">
        <Radio.Group
          label="Когда отправить"
          value={form.sendMode}
          onChange={(mode) => formChanged({ sendMode: mode as 'now' | 'at' })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="now" label="Сейчас" />
            <Radio value="at" label="В выбранные дату и время" />
          </Stack>
        </Radio.Group>
        {form.sendMode === 'at' && (
          <RussianDates>
            <Group gap="sm" align="flex-start">
              <DatePickerInput
                label="Дата"
                required
                valueFormat="DD.MM.YYYY"
                placeholder="Выберите день"
                minDate={clock.today(now)}
                value={form.sendDate}
                onChange={(day) => formChanged({ sendDate: day })}
                error={errors.sendDate}
                w={170}
              />
              <TimePicker
                label="Время зала"
                required
                withDropdown
                presets={PRESETS}
                closeDropdownOnPresetSelect
                hoursInputLabel="Часы"
                minutesInputLabel="Минуты"
                leftSection={<IconClock size={16} />}
                value={form.sendTime}
                onChange={(value) => formChanged({ sendTime: value })}
                error={errors.sendTime}
                w={140}
              />
            </Group>
          </RussianDates>
        )}
        {moved ? (
          <Alert color="yellow" title={`SMS уходят только ${WINDOW} по времени зала`}>
            Рассылка начнётся {clock.dateTime(start)}.
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            SMS уходят только {WINDOW} по времени зала.
          </Text>
        )}
      </Stack>
      <Table variant="vertical" withTableBorder layout="fixed" aria-label="Итог рассылки">
        <Table.Tbody>
          <Row label="Название" value={form.title} />
          <Row label={hallNames.length > 1 ? 'Залы' : 'Зал'} value={hallNames.join(', ')} />
          <Row label="Кому" value={describeAudience(toAudience(form))} />
          <Row label="Получателей сейчас" value={count === undefined ? '—' : formatCount(count)} />
          <Row label="Вид" value={SMS_KIND_LABELS[form.kind]} />
          <Row label="SMS на получателя" value={formatCount(segments)} />
          <Row
            label="Всего SMS"
            value={count === undefined ? '—' : `≈ ${formatCount(count * segments)}`}
          />
          <Row
            label="Начало"
            value={
              form.sendMode === 'now'
                ? moved
                  ? clock.dateTime(start)
                  : 'Сразу после подтверждения'
                : known
                  ? clock.dateTime(start)
                  : '—'
            }
          />
        </Table.Tbody>
      </Table>
    </SimpleGrid>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}
