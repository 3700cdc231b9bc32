import type { Worker } from '@/lib/api/workers';
import type { WorkerStatus } from '@/lib/shared/workers';

export const STATUS_COLORS: Record<WorkerStatus, string> = {
  active: 'teal',
  vacation: 'blue',
  dismissed: 'gray',
};

/** `2024-03-01` → `01.03.2024`. */
export const formatDay = (iso: string) => iso.split('-').reverse().join('.');

export type WorkerActions = {
  onEdit: (worker: Worker) => void;
  onDismiss: (worker: Worker) => void;
};
