'use client';

import { useQuery } from '@tanstack/react-query';
import { hallQuery } from '@/lib/api/halls';
import { LoadedRecord } from '../common/LoadedRecord';
import { FormDrawer } from '../common/FormDrawer';
import { HallForm } from './HallForm';

/** What the drawer is open for: a new hall, or one hall's settings. */
export type HallDrawerTarget = { mode: 'create' } | { mode: 'edit'; hallId: number };

type Props = { target: HallDrawerTarget | null; onClose: () => void };

/** The hall form in a side drawer. */
export function HallDrawer({ target, onClose }: Props) {
  return (
    <FormDrawer
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Настройки зала' : 'Новый зал'}
    >
      {target?.mode === 'create' && <HallForm hall={null} onDone={onClose} />}
      {target?.mode === 'edit' && <EditHall hallId={target.hallId} onClose={onClose} />}
    </FormDrawer>
  );
}

function EditHall({ hallId, onClose }: { hallId: number; onClose: () => void }) {
  const hall = useQuery({ ...hallQuery(hallId), refetchOnWindowFocus: false });
  return (
    <LoadedRecord query={hall} what="зал" rows={6} onClose={onClose}>
      {(data) => <HallForm key={hallId} hall={data} onDone={onClose} />}
    </LoadedRecord>
  );
}
