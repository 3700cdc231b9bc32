'use client';

import { Input, InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { rangeAriaLabel, shownRange, type DayRangeProps } from './day-range';
import { lazyPart, useLazyPart } from './lazy-part';

const picker = lazyPart<DayRangeProps & { openAtOnce?: boolean }>(() =>
  import('./DayRangePicker').then((m) => m.DayRangePicker),
);

/**
 * A filter's range of days (`DD.MM.YYYY`), clearable; only a start means that one day. The
 * calendar (a third of a list screen's code) is not in the screen's first load: the field shows
 * the same range in the same place, its code is fetched when the pointer comes over the field or
 * the focus to it, and a press puts the calendar in its place, open (or, failing to load, says so
 * through the screen's error boundary).
 */
export function DayRangeInput(props: DayRangeProps) {
  const [pressed, setPressed] = useState(false);
  const Picker = useLazyPart(picker, pressed, pressed);
  const preload = () => void picker.start().catch(() => {});

  // eslint-disable-next-line react-hooks/static-components -- made once per page by lazyPart
  if (Picker) return <Picker {...props} openAtOnce={pressed} />;
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
      className={props.className}
      style={props.style}
      leftSection={<IconCalendar size={18} aria-hidden />}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setPressed(true)}
    >
      {shown || <Input.Placeholder>{props.placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
