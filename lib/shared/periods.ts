/** Report periods and the specification's numeric constants. */

export type Period = 'hourly' | 'daily' | 'monthly' | 'yearly';

export const PERIOD_LABELS: Record<Period, string> = {
  hourly: 'По часам',
  daily: 'По дням',
  monthly: 'По месяцам',
  yearly: 'По годам',
};

/** Variant A: dashboard, games report, attendance. */
export const PERIODS_A = ['hourly', 'daily', 'monthly'] as const satisfies readonly Period[];
/** Variant B: summary report. */
export const PERIODS_B = ['daily', 'monthly', 'yearly'] as const satisfies readonly Period[];

export function periodOptions(periods: readonly Period[]): { value: Period; label: string }[] {
  return periods.map((value) => ({ value, label: PERIOD_LABELS[value] }));
}

/** Hourly buckets are the hours 0–23 of one hall-local day. */
export const FIRST_HOUR = 0;
export const LAST_HOUR = 23;
export const HOURS_IN_DAY = 24;
export const HOURS = Array.from({ length: HOURS_IN_DAY }, (_, h) => FIRST_HOUR + h);
