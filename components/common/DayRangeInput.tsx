'use client';

import { Input, InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState, type ComponentType } from 'react';
import { rangeAriaLabel, shownRange, type DayRangeProps } from './day-range';
import { useDeferred } from './use-deferred';

type Picker = ComponentType<DayRangeProps & { openAtOnce?: boolean }>;

let picker: Picker | null = null;
const loadPicker = () =>
  import('./DayRangePicker').then((m) => {
    picker = m.DayRangePicker;
  });

/**
 * A filter's range of days (`DD.MM.YYYY`), clearable; only a start means that one day. The
 * calendar (a third of a list screen's code) loads a moment after the screen; until then the
 * field shows the same range in the same place, and a press on it loads the calendar at once
 * and opens it.
 */
export function DayRangeInput(props: DayRangeProps) {
  const later = useDeferred();
  const [presses, setPresses] = useState(0);
  const [Loaded, setLoaded] = useState<Picker | null>(() => picker);
  useEffect(() => {
    if (Loaded || !(later || presses > 0)) return;
    let live = true;
    loadPicker().then(
      () => live && setLoaded(() => picker),
      () => {}, // stays the plain field; a press tries again
    );
    return () => {
      live = false;
    };
  }, [Loaded, later, presses]);

  if (Loaded) return <Loaded {...props} openAtOnce={presses > 0} />;
  const shown = shownRange(props.value);
  return (
    <InputBase
      component="button"
      type="button"
      pointer
      label={props.label}
      aria-label={rangeAriaLabel(props)}
      error={props.error}
      required={props.required}
      w={props.w}
      miw={props.miw}
      maw={props.maw}
      leftSection={<IconCalendar size={18} aria-hidden />}
      onClick={() => setPresses((n) => n + 1)}
    >
      {shown || <Input.Placeholder>{props.placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
