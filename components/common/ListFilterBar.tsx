'use client';

import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

export type FilterSelect = {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  width: number;
};

type Props = {
  search: { label: string; placeholder: string; value: string; width: number };
  onSearch: (value: string) => void;
  selects: FilterSelect[];
  onReset: () => void;
  /** More controls after the selects (a date range). */
  children?: ReactNode;
};

/** A list's search box (sent 300 ms after the last key), its selects and «Сбросить». */
export function ListFilterBar({ search, onSearch, selects, onReset, children }: Props) {
  const [text, setText] = useState(search.value);
  const searchChanged = useDebouncedCallback(onSearch, 300);

  return (
    <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
      <TextInput
        aria-label={search.label}
        placeholder={search.placeholder}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          searchChanged(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: search.width }}
      />
      {selects.map((select) => (
        <Select
          key={select.label}
          aria-label={select.label}
          placeholder={select.placeholder}
          data={select.data}
          value={select.value}
          onChange={select.onChange}
          clearable
          w={{ base: '100%', sm: select.width }}
        />
      ))}
      {children}
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

/** `{ key: label }` → the options of a Select. */
export const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
