'use client';

import { HallRequired } from '../common/HallRequired';
import { ScreenHeader } from '../common/ScreenHeader';
import { CashJournal } from './CashJournal';
import { ShiftPanel } from './ShiftPanel';

export function CashboxScreen() {
  return (
    <HallRequired title="Касса">
      {(hallId) => (
        <div key={hallId}>
          <ScreenHeader title="Касса" />
          <ShiftPanel hallId={hallId} />
          <CashJournal hallId={hallId} />
        </div>
      )}
    </HallRequired>
  );
}
