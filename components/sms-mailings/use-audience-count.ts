'use client';

import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { audienceCountQuery, type Audience } from '@/lib/api/sms-mailings';
import { draftErrors, toAudience } from '@/lib/forms/sms-mailings-form';
import type { MailingForm } from '@/lib/forms/mailing-form-state';

/**
 * The live recipient count of the wizard's audience, asked 300 ms after the last change and only
 * for an audience the API would take.
 */
export function useAudienceCount(hallId: number, form: MailingForm) {
  const errors = draftErrors(form);
  const valid = !errors.hallIds && !errors.days && !errors.registered;
  const [audience] = useDebouncedValue(valid ? JSON.stringify(toAudience(form)) : null, 300);
  return useQuery({
    ...audienceCountQuery(hallId, JSON.parse(audience ?? '{}') as Audience),
    enabled: audience !== null,
  });
}
