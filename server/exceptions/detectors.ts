/** Every detector the exceptions' job runs, in the order of the list's kinds. */
import type { Detector } from './found';
import { cashDiscrepancies, overduePayouts } from './cash-detectors';
import { fiscalProblems } from './fiscal-detectors';
import { floorBelowLicence, missedDrops, rtpOutliers, silentDevices } from './machine-detectors';
import { attendanceDrops } from './visit-detectors';
import { unfiledTax, unregisteredPlay } from './legal-detectors';

export type { Found } from './found';

export const DETECTORS: Detector[] = [
  rtpOutliers,
  cashDiscrepancies,
  silentDevices,
  attendanceDrops,
  floorBelowLicence,
  overduePayouts,
  missedDrops,
  (db, now) => fiscalProblems(db, now),
  unregisteredPlay,
  unfiledTax,
];
