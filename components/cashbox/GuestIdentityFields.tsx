'use client';

import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { IdentityValues } from '@/lib/forms/identity-form';
import { CITIZENSHIP_LABELS, DOCUMENT_TYPE_LABELS } from '@/lib/shared/identity';
import { DayInput } from '../common/DayInput';

const KINDS = [
  { value: 'iin', label: 'ИИН' },
  { value: 'document', label: 'Документ иностранца' },
];
const DOCUMENT_TYPES = Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const CITIZENSHIPS = Object.entries(CITIZENSHIP_LABELS).map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
}));

/**
 * Who the guest is: the IIN of a citizen, or a foreigner's document — with the citizenship and
 * the birth date when the guest is registered (`full`).
 */
export function GuestIdentityFields<T extends { identity: IdentityValues }>({
  form,
  full,
}: {
  form: UseFormReturnType<T>;
  full: boolean;
}) {
  const identity = form.getValues().identity;
  const input = (field: keyof IdentityValues) => form.getInputProps(`identity.${field}`);
  // At the door the fields stand in a row; in the registration dialog, one under another.
  const width = (px: number) => (full ? '100%' : { base: '100%', xs: px });
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Чем гость подтверждает личность"
        data={KINDS}
        {...input('kind')}
      />
      {identity.kind === 'iin' ? (
        <TextInput
          label="ИИН гостя"
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder="12 цифр"
          maxLength={20}
          w={width(260)}
          {...input('iin')}
        />
      ) : (
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label="Документ"
            data={DOCUMENT_TYPES}
            allowDeselect={false}
            w={width(220)}
            {...input('documentType')}
          />
          <TextInput
            label="Номер документа"
            required
            autoComplete="off"
            maxLength={30}
            w={width(200)}
            {...input('documentNumber')}
          />
          {full && (
            <>
              <Select
                label="Гражданство"
                required
                searchable
                data={CITIZENSHIPS}
                w={width(220)}
                {...input('citizenship')}
              />
              <DayInput label="Дата рождения" required w={width(200)} {...input('birthDate')} />
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}
