import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, unwrapFile, type DownloadedFile } from './client';
import type { ExportFormat } from './reports';
import { METER_DIGITS_DEFAULT } from '../shared/machine-meters';
import { reportsKey } from './query-keys';
import type { components } from './schema';

export type GamingDay = components['schemas']['GamingDay'];
export type GamingDayDetail = components['schemas']['GamingDayDetail'];
export type GamingDayMachine = components['schemas']['GamingDayMachine'];
export type GamingDayFigures = components['schemas']['GamingDayFigures'];
export type GamingDayCash = components['schemas']['GamingDayCash'];

const gamingDaysKey = (hallId: number) => [...reportsKey(hallId), 'gaming-days'] as const;

/** The hall's latest 14 gaming days, newest first (decision 065). */
export const gamingDaysQuery = (hallId: number) =>
  queryOptions({
    queryKey: gamingDaysKey(hallId),
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/gaming-days', {
          params: { path: { hallId: String(hallId) } },
          signal,
        }),
      ),
  });

/** One gaming day of the hall, machine by machine. */
export const gamingDayQuery = (hallId: number, day: string) =>
  queryOptions({
    queryKey: [...gamingDaysKey(hallId), day],
    queryFn: async ({ signal }) =>
      unwrap(
        (await apiClient()).GET('/api/halls/{hallId}/gaming-days/{date}', {
          params: { path: { hallId: String(hallId), date: day } },
          signal,
        }),
      ),
  });

/** «Закрыть день»: the manager's close of an ended day; a closed day answers itself. */
export async function closeGamingDay(hallId: number, day: string): Promise<GamingDayDetail> {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/gaming-days/{date}/close', {
      params: { path: { hallId: String(hallId), date: day } },
    }),
  );
}

export type ManualMeters = components['schemas']['MachineMeters'];

/** The first person's reading by hand of a machine that did not report the day. */
export async function takeManualReading(
  hallId: number,
  day: string,
  deviceId: number,
  machine: Omit<ManualMeters, 'digits'>,
) {
  return unwrap(
    (await apiClient()).POST('/api/halls/{hallId}/gaming-days/{date}/manual-readings', {
      params: { path: { hallId: String(hallId), date: day } },
      body: { deviceId, machine: { digits: METER_DIGITS_DEFAULT, ...machine } },
    }),
  );
}

/** The second person's reading of the same machine, blind to the first's figures. */
export async function confirmManualReading(
  hallId: number,
  day: string,
  readingId: number,
  machine: Omit<ManualMeters, 'digits'>,
) {
  return unwrap(
    (await apiClient()).POST(
      '/api/halls/{hallId}/gaming-days/{date}/manual-readings/{readingId}/confirm',
      {
        params: { path: { hallId: String(hallId), date: day, readingId: String(readingId) } },
        body: { machine: { digits: METER_DIGITS_DEFAULT, ...machine } },
      },
    ),
  );
}

/** «Итоги игрового дня» as a file: the hall, then each machine. */
export async function exportGamingDay(
  hallId: number,
  day: string,
  format: ExportFormat,
): Promise<DownloadedFile> {
  return unwrapFile(
    (await apiClient()).GET('/api/halls/{hallId}/gaming-days/{date}/export', {
      params: { path: { hallId: String(hallId), date: day }, query: { format } },
      parseAs: 'blob',
    }),
    `gaming-day-${day}.${format}`,
  );
}

export { gamingDaysKey };
