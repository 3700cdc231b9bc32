'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/dates/styles.layer.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { RussianDates } from './RussianDates';
import { rangeAriaLabel, shownRange, type DayRangeProps } from './day-range';
import type { DateRange } from '@/stores/filter-defaults';

type Props = DayRangeProps & {
  /** Pressed before this code had loaded: opens with the focus on it, as the press meant. */
  openAtOnce?: boolean;
};

/** The calendar behind `DayRangeInput`, in a chunk of its own. */
export function DayRangePicker({ value, onChange, openAtOnce = false, ...props }: Props) {
  const field = useRef<HTMLButtonElement>(null);
  const pressed = useRef(openAtOnce);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    field.current?.focus();
    field.current?.click();
  }, []);
  return (
    <RussianDates>
      <DatePickerInput
        ref={field}
        type="range"
        valueFormatter={({ date }) => shownRange(date as DateRange)}
        leftSection={<IconCalendar size={18} aria-hidden />}
        value={value}
        onChange={(range) => onChange(range as DateRange)}
        clearable
        {...props}
        aria-label={rangeAriaLabel({ value, onChange, ...props })}
      />
    </RussianDates>
  );
}
