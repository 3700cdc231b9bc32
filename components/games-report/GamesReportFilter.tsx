'use client';

import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Group, MultiSelect, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { gamesQuery } from '@/lib/api/reports';
import { GAME_CATEGORIES, GAME_CATEGORY_LABELS } from '@/lib/shared/games';
import { PERIODS_A } from '@/lib/shared/periods';
import { useFilter } from '@/stores/filters-store';
import { PeriodFilter } from '../common/PeriodFilter';

const CATEGORY_OPTIONS = GAME_CATEGORIES.map((value) => ({
  value,
  label: GAME_CATEGORY_LABELS[value],
}));

/** Period, dates, games and category of the games report, under `gamesReportFilter`. */
export function GamesReportFilter() {
  const [values, { filterChanged }] = useFilter('gamesReportFilter');
  const catalogue = useQuery(gamesQuery());
  const games = (catalogue.data ?? []).filter(
    (g) => !values.category || g.category === values.category,
  );
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <PeriodFilter filterKey="gamesReportFilter" periods={PERIODS_A} />
      <Select
        aria-label="Категория"
        placeholder="Все категории"
        data={CATEGORY_OPTIONS}
        value={values.category}
        onChange={(category) =>
          // Games of another category would hide every row: the choice keeps only its own.
          filterChanged({
            category,
            games: values.games.filter(
              (id) =>
                !category ||
                catalogue.data?.find((g) => String(g.id) === id)?.category === category,
            ),
          })
        }
        clearable
        w={200}
      />
      <MultiSelect
        aria-label="Игры"
        placeholder={values.games.length ? undefined : 'Все игры'}
        data={games.map((g) => ({ value: String(g.id), label: g.name }))}
        value={values.games}
        onChange={(selected) => filterChanged({ games: selected })}
        searchable
        clearable
        nothingFoundMessage="Таких игр нет"
        miw={220}
        maw={420}
        error={catalogue.isError ? 'Не удалось загрузить список игр' : undefined}
      />
    </Group>
  );
}
