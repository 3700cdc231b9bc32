'use client';

import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { DateRange } from '@/stores/filter-defaults';

type Props = Omit<
  DatePickerInputProps<'range'>,
  'type' | 'value' | 'onChange' | 'valueFormat' | 'valueFormatter'
> & {
  value: DateRange;
  onChange: (range: DateRange) => void;
};

/** `YYYY-MM-DD…` → `DD.MM.YYYY`. */
const day = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** What the field shows: `DD.MM.YYYY – DD.MM.YYYY`, or the start alone while the end is picked. */
export function shownRange([from, to]: DateRange): string {
  if (!from) return '';
  return to ? `${day(from)} – ${day(to)}` : `${day(from)} –`;
}

/** A filter's range of days (`DD.MM.YYYY`), clearable; only a start means that one day. */
export function DayRangeInput({ value, onChange, ...props }: Props) {
  const shown = shownRange(value) || props.placeholder;
  // A field named without a visible label is named with what it shows too (WCAG 2.5.3).
  const ariaLabel = props['aria-label'] && [props['aria-label'], shown].filter(Boolean).join(': ');
  return (
    <DatePickerInput
      type="range"
      valueFormatter={({ date }) => shownRange(date as DateRange)}
      leftSection={<IconCalendar size={18} aria-hidden />}
      value={value}
      onChange={(range) => onChange(range as DateRange)}
      clearable
      {...props}
      aria-label={ariaLabel}
    />
  );
}
