'use client';

import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { russianDay } from '@/lib/shared/iso-date';
import { RussianDates } from './RussianDates';

/** A calendar day typed as `ДД.ММ.ГГГГ` or picked in a Russian calendar; its value is `YYYY-MM-DD`. */
export function DayInput(props: DateInputProps) {
  return (
    <RussianDates>
      <DateInput
        valueFormat="DD.MM.YYYY"
        placeholder="ДД.ММ.ГГГГ"
        dateParser={russianDay}
        {...props}
      />
    </RussianDates>
  );
}
