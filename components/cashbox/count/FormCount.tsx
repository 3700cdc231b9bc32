'use client';

import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { cashDesksQuery, type CashDeskList } from '@/lib/api/cashbox';
import { Group } from '@mantine/core';
import type { SheetSubject } from '../slips/CountSheet';
import { CountSheetButton } from '../slips/CountSheetButton';
import { CountFields } from './CountFields';
import { allowsTotal, countMessage, type CountDraft } from './count-draft';

export type CashPolicy = CashDeskList['policy'];

/** How the hall counts: its notes and coins, whether a total may stand for them, blind or not. */
export function useCashPolicy(hallId: number): CashPolicy | undefined {
  return useQuery(cashDesksQuery(hallId)).data?.policy;
}

/** The form's rule for its `count`, with the hall's notes and coins. */
export const countRule = (policy: CashPolicy | undefined) => (value: CountDraft) =>
  policy ? countMessage(value, policy.denominations) : 'Правила пересчёта зала ещё загружаются';

type Props<T extends { count: CountDraft }> = {
  form: UseFormReturnType<T>;
  policy: CashPolicy;
  label: string;
  /** The count sheet to print and sign: its title, desk and the two people. */
  sheet?: SheetSubject;
};

/** The count grid bound to a form's `count` field, its error under it. */
export function FormCount<T extends { count: CountDraft }>({
  form,
  policy,
  label,
  sheet,
}: Props<T>) {
  const field = form.getInputProps('count');
  return (
    <>
      <CountFields
        label={label}
        value={form.getValues().count}
        onChange={(next) =>
          (form.setFieldValue as (path: 'count', v: CountDraft) => void)('count', next)
        }
        denominations={policy.denominations}
        totalAllowed={allowsTotal(policy.countByDenomination)}
        error={field.error}
      />
      {sheet && (
        <Group>
          <CountSheetButton
            subject={sheet}
            draft={form.getValues().count}
            denominations={policy.denominations}
          />
        </Group>
      )}
    </>
  );
}
