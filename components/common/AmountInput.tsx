'use client';

import { TextInput, type TextInputProps } from '@mantine/core';
import { CURRENCY_SIGN } from '@/lib/shared/money';

/** A money field: typed as text («12 500,50»), never through a float; the ₸ sign at its end. */
export function AmountInput(props: TextInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      rightSection={CURRENCY_SIGN}
      {...props}
    />
  );
}
