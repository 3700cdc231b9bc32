'use client';

import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { DateRange } from '@/stores/filter-defaults';

type Props = Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange'> & {
  value: DateRange;
  onChange: (range: DateRange) => void;
};

/** A filter's range of days (`DD.MM.YYYY`), clearable; only a start means that one day. */
export function DayRangeInput({ value, onChange, ...props }: Props) {
  return (
    <DatePickerInput
      type="range"
      valueFormat="DD.MM.YYYY"
      leftSection={<IconCalendar size={18} />}
      value={value}
      onChange={(range) => onChange(range as DateRange)}
      clearable
      {...props}
    />
  );
}
