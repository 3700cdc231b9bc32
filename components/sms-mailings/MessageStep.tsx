'use client';

import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { mailingPolicyQuery } from '@/lib/api/sms-mailings';
import { SMS_MAX_SEGMENTS } from '@/lib/shared/business-rules';
import {
  ADVERTISING_FORBIDDEN_MESSAGE,
  countSms,
  messageText,
  OPT_OUT_LINE,
  SMS_KIND_LABELS,
  SMS_KINDS,
  type SmsCount,
  type SmsKind,
} from '@/lib/shared/sms-mailings';
import type { MailingErrors } from '@/lib/forms/sms-mailings-form';
import { plural } from '@/lib/shared/validation/messages';
import { useHallsStore } from '@/stores/halls-store';
import { useSmsMailingStore } from '@/stores/sms-mailings-store';
import { PhonePreview } from './PhonePreview';

const KIND_HINTS: Record<SmsKind, string> = {
  service: 'Часы работы, обслуживание, смена номера, выплата выигрыша.',
  advertising: `Акции и предложения. В конце всегда добавляется строка «${OPT_OUT_LINE}».`,
};

const counterText = (c: SmsCount) =>
  `${c.length} ${plural(c.length, 'знак', 'знака', 'знаков')} · ${c.segments} SMS из ${SMS_MAX_SEGMENTS} · ` +
  `${c.encoding}, ${c.perSegment} в SMS · осталось ${c.remaining}`;

/** Step 2: the kind, the text with its character and segment counter, and the phone preview. */
export function MessageStep({ hallId, errors }: { hallId: number; errors: MailingErrors }) {
  const form = useSmsMailingStore((s) => s.form);
  const { formChanged } = useSmsMailingStore((s) => s.actions);
  const hallName = useHallsStore((s) => s.hallsList.find((h) => h.id === hallId)?.name);
  const full = messageText(form.text, form.kind);
  // Until the answer comes, advertising counts as forbidden: the law's default.
  const forbidden = useQuery(mailingPolicyQuery(hallId)).data?.advertising !== 'allowed';
  const count = countSms(full);
  const over = count.segments > SMS_MAX_SEGMENTS;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={4}>
            Вид сообщения
          </Text>
          <SegmentedControl
            aria-label="Вид сообщения"
            data={SMS_KINDS.map((kind) => ({
              value: kind,
              label: SMS_KIND_LABELS[kind],
              disabled: kind === 'advertising' && forbidden,
            }))}
            value={form.kind}
            onChange={(kind) => formChanged({ kind: kind as SmsKind })}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {KIND_HINTS[form.kind]}
          </Text>
          {forbidden && (
            <Alert color={form.kind === 'advertising' ? 'red' : 'gray'} mt="xs" p="xs">
              <Text size="xs">{errors.kind ?? ADVERTISING_FORBIDDEN_MESSAGE}</Text>
            </Alert>
          )}
        </div>
        <Textarea
          label="Текст"
          required
          autosize
          minRows={5}
          maxRows={12}
          value={form.text}
          onChange={(e) => formChanged({ text: e.currentTarget.value })}
          error={errors.text}
        />
        <Text size="sm" c={over ? 'red' : 'dimmed'} data-testid="sms-counter" aria-live="polite">
          {counterText(count)}
          {form.kind === 'advertising' ? ', со строкой отказа' : ''}
        </Text>
        {count.encoding === 'UCS-2' && (
          <Text size="xs" c="dimmed" mt={-8}>
            Кириллица или эмодзи переводят весь текст в UCS-2: 70 знаков в одной SMS, 67 в части
            длинной. Только латиница — 160 и 153.
          </Text>
        )}
      </Stack>
      <PhonePreview sender={hallName ?? 'Зал'} text={full} />
    </SimpleGrid>
  );
}
