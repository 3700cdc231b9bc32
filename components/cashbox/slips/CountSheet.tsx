'use client';

import { Stack, Text } from '@mantine/core';
import type { Denomination } from '@/lib/shared/cash-desks';
import { formatMoney } from '@/lib/shared/money';
import { useHallsStore } from '@/stores/halls-store';
import print from '../../common/print/Print.module.css';
import { PrintDialog } from '../../common/print/PrintDialog';
import { useHallClock } from '../../common/use-hall-clock';
import { canonicalAmount, normalizeAmount } from '@/lib/shared/cashbox';
import {
  countMessage,
  draftTotal,
  pieceKey,
  typedPieces,
  type CountDraft,
} from '../count/count-draft';
import { tengeInWords } from './amount-in-words';
import classes from './Paper.module.css';

/** What a count sheet names besides the count: its desk and the two people who sign it. */
export type SheetSubject = {
  title: string;
  deskName: string;
  /** «Пересчитал: Иванова А.», «Принял: Петров Б.»; a name left null is signed by hand. */
  people: { role: string; name: string | null }[];
};

export type CountSheetProps = {
  subject: SheetSubject;
  draft: CountDraft;
  denominations: readonly Denomination[];
};

/** The count sheet: every note and coin, the total in figures and words, both signatures. */
function CountSheet({ subject, draft, denominations }: CountSheetProps) {
  const hall = useHallsStore((s) => s.hallsList.find((h) => h.id === s.currentHall));
  const clock = useHallClock();
  const total =
    draft.mode === 'pieces'
      ? draftTotal(draft, denominations)
      : countMessage(draft, denominations) === null
        ? canonicalAmount(normalizeAmount(draft.total))
        : '0.00';
  return (
    <Stack
      gap="sm"
      className={`${classes.paper} ${print.sheet} ${print.a4}`}
      data-testid="count-sheet"
    >
      <Text size="sm">{hall?.name ?? ''}</Text>
      <Text className={classes.title}>Акт пересчёта наличных: {subject.title}</Text>
      <Text size="sm" ta="center">
        {subject.deskName} · {clock.dateTime(new Date())}
      </Text>
      {draft.mode === 'pieces' && (
        <table className={classes.lines}>
          <thead>
            <tr>
              <th>Номинал</th>
              <th>Штук</th>
              <th>Сумма</th>
            </tr>
          </thead>
          <tbody>
            {denominations.map((d) => {
              const pieces = typedPieces(draft.pieces[pieceKey(d)]) ?? 0;
              return (
                <tr key={pieceKey(d)}>
                  <td>
                    {formatMoney(d.value)} {d.form === 'note' ? 'купюра' : 'монета'}
                  </td>
                  <td>{pieces}</td>
                  <td>{formatMoney(String(BigInt(d.value) * BigInt(pieces)))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Text fw={700}>Итого: {formatMoney(total)}</Text>
      <Text size="sm">Прописью: {tengeInWords(total)}</Text>
      <div className={classes.signatures}>
        {subject.people.map((p) => (
          <div key={p.role} className={classes.signature}>
            {p.role}: {p.name ?? ''}
          </div>
        ))}
      </div>
    </Stack>
  );
}

/** The count sheet in a dialog, with «Печать». */
export function CountSheetDialog({
  opened,
  onClose,
  ...props
}: CountSheetProps & { opened: boolean; onClose: () => void }) {
  return (
    <PrintDialog opened={opened} onClose={onClose} title="Акт пересчёта" size="xl">
      <CountSheet {...props} />
    </PrintDialog>
  );
}
