/**
 * One register of the simulator (decision 063): its numbers, which follow from its unique number,
 * its shift, its cash, and how it answers — the dates as Webkassa writes them, its errors before it
 * takes a document (a shift over 24 hours, offline over 72), its X- and Z-reports.
 */
import { printedTime, WEBKASSA_ERRORS } from './webkassa-answers';

export type Register = {
  uniqueNumber: string;
  /** Where the register is registered with the tax authority: printed on its cheques. */
  address: string;
  /** The VAT rates its cabinet allows. */
  taxRates: number[];
  /** The external number of its last Z-report: that Z sent again hears 12. */
  lastZExternal: string | null;
  registrationNumber: string;
  identityNumber: string;
  shiftNumber: number;
  orderNumber: number;
  documents: number;
  shiftOpenedAt: Date;
  offlineSince: Date | null;
  cash: number;
  sold: number;
  returned: number;
  putIn: number;
  takenOut: number;
  lastZ: Record<string, unknown> | null;
};

export const SIMULATED_OFD = {
  Name: 'ТОО «Симулятор ОФД»',
  Host: 'ofd.simulator.local/consumer',
  Code: 4,
};
export const SIMULATED_ORGANIZATION = {
  TaxPayerName: 'ТОО «Демо-залы»',
  TaxPayerIN: '150740001357',
};

export const refused = (Code: number, Text: string) => ({ Errors: [{ Code, Text }] });
export const money = (n: number) => Math.round(n * 100) / 100;

/** «14.09.2025 16:55:37», the register's local time (UTC+5, as Kazakhstan's registers keep it). */
export const registerDate = printedTime;

/** The register's moment as its history writes it: ISO with its offset, «2025-09-14T16:55:37+05:00». */
export function historyDate(at: Date) {
  const [date, time] = printedTime(at).split(' ');
  const [d, m, y] = date.split('.');
  return `${y}-${m}-${d}T${time}+05:00`;
}

/** A register's numbers follow from its unique number, so a restart gives the same ones. */
export function digitsOf(text: string, length: number) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return String(hash).padStart(length, '0').slice(-length);
}

/** The registration number (РНМ) the simulator gives a register of this unique number. */
export const simulatedRegistration = (uniqueNumber: string) => `0326${digitsOf(uniqueNumber, 8)}`;

/** The rates a new register's cabinet allows: 2026's 16 %, the reduced 10 % and 5 %, 0 %, and 12 % of old. */
export const SIMULATED_TAX_RATES = [16, 12, 10, 5, 0];

/** A register entered in the cabinet now. */
export function newRegister(
  uniqueNumber: string,
  at: Date,
  { address = 'г. Алматы, пр. Абая, 1', cash = 0 }: { address?: string; cash?: number } = {},
): Register {
  return {
    uniqueNumber,
    address,
    taxRates: SIMULATED_TAX_RATES,
    lastZExternal: null,
    registrationNumber: simulatedRegistration(uniqueNumber),
    identityNumber: String(Number(digitsOf(`${uniqueNumber}:in`, 4))),
    shiftNumber: 1,
    orderNumber: 0,
    documents: 0,
    shiftOpenedAt: at,
    offlineSince: null,
    cash,
    sold: 0,
    returned: 0,
    putIn: 0,
    takenOut: 0,
    lastZ: null,
  };
}

export const cashboxView = (r: Register) => ({
  UniqueNumber: r.uniqueNumber,
  RegistrationNumber: r.registrationNumber,
  IdentityNumber: r.identityNumber,
  Address: r.address,
  Ofd: SIMULATED_OFD,
});

/** The errors of a register before it takes a document, or null when it takes it. */
export function stateError(r: Register, at: Date) {
  if (r.offlineSince && at.getTime() - r.offlineSince.getTime() > 72 * 3_600_000) {
    return refused(
      WEBKASSA_ERRORS.offlineOver72Hours,
      'Касса работает в автономном режиме более 72 часов',
    );
  }
  if (r.documents > 0 && at.getTime() - r.shiftOpenedAt.getTime() > 24 * 3_600_000) {
    return refused(WEBKASSA_ERRORS.shiftOver24Hours, 'Продолжительность смены превышает 24 часа');
  }
  return null;
}

/** A document taken: the register's shift opens with its first one. */
export function documentTaken(r: Register, at: Date, offline: boolean) {
  if (r.documents === 0) r.shiftOpenedAt = at;
  r.documents += 1;
  if (offline) r.offlineSince ??= at;
  else r.offlineSince = null;
}

export const reportOf = (r: Register, at: Date, offline: boolean) => ({
  ...SIMULATED_ORGANIZATION,
  TaxPayerVAT: true,
  ReportNumber: r.shiftNumber,
  CashboxSN: r.uniqueNumber,
  CashboxIN: Number(r.identityNumber),
  CashboxRN: r.registrationNumber,
  StartOn: registerDate(r.shiftOpenedAt),
  ReportOn: registerDate(at),
  ShiftNumber: r.shiftNumber,
  DocumentCount: r.documents,
  PutMoneySum: r.putIn,
  TakeMoneySum: r.takenOut,
  OfflineMode: offline,
  SumInCashbox: r.cash,
  Sell: { Taken: r.sold, Count: 0 },
  ReturnSell: { Taken: r.returned, Count: 0 },
  Ofd: SIMULATED_OFD,
});
