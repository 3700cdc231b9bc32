import { POSITION_LABELS, WORKER_STATUS_LABELS } from '@/lib/shared/workers';
import type { Db } from '../db/database';
import { text, type ExportFile } from '../exports/export-file';
import { allWorkers } from './worker-records';
import type { WorkerFilter } from './worker-schemas';

/** The hall's whole filtered staff list as a file, read from the database as it is sent. */
export function workersFile(db: Db, hallId: number, filter: WorkerFilter, day: string): ExportFile {
  async function* rows() {
    for await (const w of allWorkers(db, hallId, filter)) {
      yield [
        w.fullName,
        POSITION_LABELS[w.position],
        w.phone,
        WORKER_STATUS_LABELS[w.status],
        w.hireDate,
        w.dismissedAt?.slice(0, 10) ?? null,
      ];
    }
  }
  return {
    name: `Сотрудники зала ${hallId} ${day}`,
    asciiName: `workers-${hallId}-${day}`,
    sections: [
      {
        title: 'Сотрудники',
        columns: [
          text('ФИО', 32),
          text('Должность'),
          text('Телефон', 16),
          text('Статус', 12),
          text('Дата приёма', 14),
          text('Дата увольнения', 14),
        ],
        rows: rows(),
      },
    ],
  };
}
