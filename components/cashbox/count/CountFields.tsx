'use client';

import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { Denomination } from '@/lib/shared/cash-desks';
import { formatMoney } from '@/lib/shared/money';
import { AmountInput } from '../../common/AmountInput';
import classes from './CountFields.module.css';
import { draftTotal, pieceKey, typedPieces, type CountDraft } from './count-draft';

type Props = {
  value: CountDraft;
  onChange: (next: CountDraft) => void;
  denominations: readonly Denomination[];
  /** The hall lets a total stand for the pieces. */
  totalAllowed: boolean;
  error?: React.ReactNode;
  /** Names the grid for a screen reader: «Пересчёт при открытии». */
  label: string;
};

const money = (value: string) => Number(value).toLocaleString('ru-RU');

/**
 * A count as a grid of notes and coins: the notes' column, then the coins', in the order a
 * keyboard fills them (Enter moves down the column, on to the next); the total is live.
 */
export function CountFields({ value, onChange, denominations, totalAllowed, error, label }: Props) {
  const mode = totalAllowed ? value.mode : 'pieces';
  const setPieces = (key: string, typed: string) =>
    onChange({ ...value, pieces: { ...value.pieces, [key]: typed } });
  // Enter goes to the next line, as on a counting sheet; on the last it sends the form.
  const next = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const grid = event.currentTarget.closest('[data-count-grid]');
    const inputs = [...(grid?.querySelectorAll('input') ?? [])];
    const following = inputs[inputs.indexOf(event.currentTarget) + 1];
    if (!following) return;
    event.preventDefault();
    following.focus();
    following.select();
  };
  const column = (form: Denomination['form'], title: string) => (
    <Stack gap={4} role="group" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {denominations
        .filter((d) => d.form === form)
        .map((d) => {
          const key = pieceKey(d);
          const pieces = typedPieces(value.pieces[key]);
          return (
            <Group key={key} gap="xs" wrap="nowrap" className={classes.line}>
              <Text size="sm" className={classes.face}>
                {money(d.value)} ₸
              </Text>
              <TextInput
                aria-label={`${money(d.value)} ₸, ${form === 'note' ? 'купюр' : 'монет'}`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                size="sm"
                className={classes.pieces}
                value={value.pieces[key] ?? ''}
                error={pieces === null}
                onChange={(event) => setPieces(key, event.currentTarget.value)}
                onKeyDown={next}
              />
              <Text size="sm" c="dimmed" className={classes.sum}>
                {pieces ? formatMoney(String(BigInt(d.value) * BigInt(pieces))) : ''}
              </Text>
            </Group>
          );
        })}
    </Stack>
  );

  return (
    <Stack gap="sm" role="group" aria-label={label}>
      {totalAllowed && (
        <SegmentedControl
          aria-label="Как считать"
          value={mode}
          onChange={(next) => onChange({ ...value, mode: next as CountDraft['mode'] })}
          data={[
            { value: 'pieces', label: 'По купюрам и монетам' },
            { value: 'total', label: 'Итогом' },
          ]}
        />
      )}
      {mode === 'pieces' ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-count-grid>
            {column('note', 'Купюры')}
            {column('coin', 'Монеты')}
          </SimpleGrid>
          <Group justify="space-between" className={classes.total}>
            <Text fw={600}>Итого пересчитано</Text>
            <Text fw={700} fz="lg" data-testid="count-total" aria-live="polite">
              {formatMoney(draftTotal(value, denominations))}
            </Text>
          </Group>
        </>
      ) : (
        <AmountInput
          label="Итого пересчитано"
          required
          value={value.total}
          onChange={(event) => onChange({ ...value, total: event.currentTarget.value })}
        />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
