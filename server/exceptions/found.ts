/** What a detector finds, and how a finding words days and shares. */
import type { ExceptionKind, ExceptionSeverity } from '@/lib/shared/exceptions';
import { formatPercent } from '@/lib/shared/report-format';
import type { Db } from '../db/database';
import type { ExceptionThresholds } from './thresholds';

/** One exception as a detector finds it; `key` names the fact, so it is stored once. */
export type Found = {
  key: string;
  hallId: number;
  kind: ExceptionKind;
  severity: ExceptionSeverity;
  subject: string;
  description: string;
  happenedAt: Date;
};

export type Detector = (db: Db, now: Date, t: ExceptionThresholds) => Promise<Found[]>;

export const percent = (share: number) => formatPercent(Math.round(share * 10_000) / 100);
/** «2026-11-12» → «12.11.2026». */
export const dayText = (day: string) => day.split('-').reverse().join('.');
