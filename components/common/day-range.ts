import type { DatePickerInputProps } from '@mantine/dates';
import type { DateRange } from '@/stores/filter-defaults';

/** What a range of days takes besides its value: the field's own props that the screens use. */
export type DayRangeProps = Pick<
  DatePickerInputProps<'range'>,
  | 'label'
  | 'aria-label'
  | 'placeholder'
  | 'error'
  | 'required'
  | 'w'
  | 'miw'
  | 'maw'
  | 'className'
  | 'style'
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

/** A field named without a visible label is named with what it shows too (WCAG 2.5.3). */
export function rangeAriaLabel({ value, placeholder, ...props }: DayRangeProps) {
  const shown = shownRange(value) || placeholder;
  return props['aria-label'] && [props['aria-label'], shown].filter(Boolean).join(': ');
}
