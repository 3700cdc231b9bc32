/**
 * Webkassa's answers as the outbox reads them (`docs/webkassa.md`): its error codes and what each is
 * called, its dates, and a registered cheque in either of the shapes it comes in — the answer of
 * `check` (and the `Data` of a resend's 14) or the flat history row of the look-up by external
 * number. Reading never throws: what cannot be read is null.
 */

import { REGISTER_SHIFT_OVER_24_HOURS } from '@/lib/shared/fiscal';

export type WebkassaError = { Code: number; Text: string };

/** Webkassa's error codes (`ApiErrorCode` of its own server). */
export const WEBKASSA_ERRORS = {
  wrongCredentials: 1,
  tokenExpired: 2,
  notAuthorized: 3,
  cashboxNotFound: 6,
  cashboxBlocked: 7,
  notEnoughCash: 8,
  validation: 9,
  shiftOver24Hours: REGISTER_SHIFT_OVER_24_HOURS,
  shiftAlreadyClosed: 12,
  noOpenShift: 13,
  duplicate: 14,
  offlineOver72Hours: 18,
  externalNumberNotFound: 19,
} as const;

/** The codes after which the register waits for a person: blocked, a shift over 24 h, offline over 72 h. */
export const HELD_CODES: number[] = [
  WEBKASSA_ERRORS.cashboxBlocked,
  WEBKASSA_ERRORS.shiftOver24Hours,
  WEBKASSA_ERRORS.offlineOver72Hours,
];

/**
 * What a manager reads before the register's own words, unless those already say it (`said`):
 * a validation error (9) is «не приняла документ», never a lack of cash (8).
 */
const NAMES: Record<number, { name: string; said?: string }> = {
  [WEBKASSA_ERRORS.wrongCredentials]: {
    name: 'Неверный логин или пароль кассы ККМ',
    said: 'парол',
  },
  [WEBKASSA_ERRORS.cashboxNotFound]: { name: 'Касса ККМ не найдена в Webkassa', said: 'не найден' },
  [WEBKASSA_ERRORS.cashboxBlocked]: { name: 'Касса ККМ заблокирована', said: 'блок' },
  [WEBKASSA_ERRORS.notEnoughCash]: { name: 'Недостаточно наличных в кассе ККМ', said: 'наличн' },
  [WEBKASSA_ERRORS.validation]: { name: 'Касса ККМ не приняла документ' },
};

/** The register's errors in a line: «Касса ККМ не приняла документ: … (код 9)». */
export const errorText = (errors: WebkassaError[]) =>
  errors
    .map((e) => {
      const known = NAMES[e.Code];
      const text = String(e.Text ?? '').trim();
      const plain = known?.said !== undefined && text.toLowerCase().includes(known.said);
      const said =
        known && !plain ? (text ? `${known.name}: ${text}` : known.name) : text || 'Ошибка';
      return `${said} (код ${e.Code})`;
    })
    .join('; ');

/** A cheque as the register registered it, whichever shape it came in. */
export type IssuedCheque = {
  CheckNumber: string;
  /** The date and time as the register printed them: «14.09.2025 16:55:37», its local time. */
  DateTime: string;
  OfflineMode: boolean;
  CheckOrderNumber?: number;
  ShiftNumber?: number;
  TicketUrl?: string;
  Cashbox?: {
    UniqueNumber?: string;
    RegistrationNumber?: string;
    IdentityNumber?: string;
    Address?: string;
    Ofd?: { Name?: string; Host?: string; Code?: number };
  };
  Organization?: { TaxPayerName?: string; TaxPayerIN?: string };
};

/** The register's clock: Kazakhstan's registers keep UTC+5. */
const REGISTER_OFFSET = '+05:00';
const PRINTED = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})(?: ([+-]\d{2}:\d{2}))?$/;

/** Webkassa's dates, «14.09.2025 16:55:37» or an ISO instant, as an instant; null if neither. */
export function registerTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = PRINTED.exec(text.trim());
  const at = match
    ? new Date(
        `${match[3]}-${match[2]}-${match[1]}T${match[4]}:${match[5]}:${match[6]}${match[7] ?? REGISTER_OFFSET}`,
      )
    : new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant as the register prints it: its wall clock at UTC+5. */
export function printedTime(at: Date): string {
  const local = new Date(at.getTime() + 5 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${p(local.getUTCDate())}.${p(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ` +
    `${p(local.getUTCHours())}:${p(local.getUTCMinutes())}:${p(local.getUTCSeconds())}`
  );
}

/**
 * The printed form of a date the register gave: kept as it is when it is already printed; an
 * ISO date with an offset keeps its own wall clock (the register's); any other is shown at UTC+5.
 */
function asPrinted(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (PRINTED.test(trimmed)) return trimmed.slice(0, 19);
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?([+-]\d{2}:?\d{2})$/.exec(
      trimmed,
    );
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]} ${iso[4]}:${iso[5]}:${iso[6]}`;
  const at = registerTime(trimmed);
  return at ? printedTime(at) : null;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A text of the answer, without the control characters PostgreSQL's text and jsonb refuse. */
const text = (value: unknown) => {
  const raw = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const clean = raw.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 1000);
  return clean === '' ? undefined : clean;
};
/** A whole number that fits the database's integer. */
const whole = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 2 ** 31
    ? value
    : undefined;

/**
 * A registered cheque read from the answer of `check` or from the look-up's history row
 * (`Number`, `OrderNumber`, `RegistratedOn`, `IsOffline`, `Cashbox…`); null when it carries no
 * fiscal sign or no date.
 */
export function chequeFromAnswer(data: unknown): IssuedCheque | null {
  if (!isObject(data)) return null;
  // The history's row names the same things otherwise: read as the cheque's answer.
  const answer: Loose =
    'CheckNumber' in data
      ? data
      : {
          CheckNumber: data.Number,
          DateTime: data.RegistratedOn,
          OfflineMode: data.IsOffline,
          CheckOrderNumber: data.OrderNumber,
          ShiftNumber: data.ShiftNumber,
          TicketUrl: data.TicketUrl,
          Cashbox: {
            UniqueNumber: data.CashboxUniqueNumber,
            RegistrationNumber: data.CashboxRegistrationNumber,
            IdentityNumber: data.CashboxIdentityNumber,
            Address: data.Address,
            Ofd: data.Ofd,
          },
        };
  const number = text(answer.CheckNumber);
  const printed = asPrinted(answer.DateTime);
  if (!number || !printed) return null;
  const cashbox = isObject(answer.Cashbox) ? answer.Cashbox : {};
  const ofd = isObject(cashbox.Ofd) ? cashbox.Ofd : {};
  const organization = isObject(answer.Organization) ? answer.Organization : null;
  return {
    CheckNumber: number,
    DateTime: printed,
    OfflineMode: answer.OfflineMode === true,
    CheckOrderNumber: whole(answer.CheckOrderNumber),
    ShiftNumber: whole(answer.ShiftNumber),
    TicketUrl: text(answer.TicketUrl),
    Cashbox: {
      UniqueNumber: text(cashbox.UniqueNumber),
      RegistrationNumber: text(cashbox.RegistrationNumber),
      IdentityNumber: text(cashbox.IdentityNumber),
      Address: text(cashbox.Address),
      Ofd: { Name: text(ofd.Name), Host: text(ofd.Host), Code: whole(ofd.Code) },
    },
    Organization: organization
      ? {
          TaxPayerName: text(organization.TaxPayerName),
          TaxPayerIN: text(organization.TaxPayerIN),
        }
      : undefined,
  };
}

/** The shift number a report or a money operation's answer names, if any. */
export const shiftOfAnswer = (data: unknown) =>
  isObject(data) ? whole(data.ShiftNumber) : undefined;
