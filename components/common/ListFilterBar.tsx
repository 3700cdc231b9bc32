'use client';

import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import type { DateRange } from '@/stores/filter-defaults';
import { DayRangeInput } from './DayRangeInput';
import classes from './ListFilterBar.module.css';

/** A field's width from 1130 px up, in CSS rather than a style element per field. */
const fieldWidth = (px: number) => ({
  className: classes.field,
  style: { '--field-width': `${px / 16}rem` } as CSSProperties,
});

export type FilterSelect = {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  width: number;
};

type Props = {
  search?: {
    label: string;
    placeholder: string;
    value: string;
    width: number;
    onChange: (value: string) => void;
  };
  selects: FilterSelect[];
  range?: { label: string; value: DateRange; onChange: (range: DateRange) => void };
  /** Labels above the fields (the cash desk's bars); otherwise the labels are for screen readers. */
  labelled?: boolean;
  onReset: () => void;
};

/**
 * A list's filter: a search box (sent 300 ms after the last key), its selects, a range of days
 * and «Сбросить».
 */
export function ListFilterBar({ search, selects, range, labelled = false, onReset }: Props) {
  const [text, setText] = useState(search?.value ?? '');
  const searchChanged = useDebouncedCallback((value: string) => search?.onChange(value), 300);
  const named = (label: string) => (labelled ? { label } : { 'aria-label': label });

  return (
    <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
      {search && (
        <TextInput
          {...named(search.label)}
          placeholder={search.placeholder}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchChanged(event.currentTarget.value);
          }}
          {...fieldWidth(search.width)}
        />
      )}
      {selects.map((select) => (
        // The browser's own list (decision 032): a phone's picker, type-ahead by keyboard, and
        // no dropdown to render and position while the screen first paints. The placeholder is
        // the first choice and means «all».
        <NativeSelect
          key={select.label}
          {...named(select.label)}
          data={[{ value: '', label: select.placeholder }, ...select.data]}
          value={select.value ?? ''}
          onChange={(event) => select.onChange(event.currentTarget.value || null)}
          {...fieldWidth(select.width)}
        />
      ))}
      {range && (
        <DayRangeInput
          {...named(range.label)}
          placeholder="Все дни"
          value={range.value}
          onChange={range.onChange}
          {...fieldWidth(250)}
        />
      )}
      <Button
        variant="subtle"
        onClick={() => {
          setText('');
          onReset();
        }}
      >
        Сбросить
      </Button>
    </Group>
  );
}

/** `{ key: label }` → the options of a select. */
export const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
