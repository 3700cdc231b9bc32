import {
  DEFAULT_DENOMINATIONS,
  parseDenominations,
  type Denomination,
} from '@/lib/shared/cash-desks';

/** How a chain counts its cash (decision 060): the settings `CASH_*`. */
export type CashRules = {
  /** The notes and coins a count names, largest first (`CASH_DENOMINATIONS`). */
  denominations: Denomination[];
  /** A count this close to the expected cash (whole tenge) is no recount (`CASH_COUNT_TOLERANCE_TENGE`). */
  toleranceTenge: number;
  /** Counts a blind hall takes of one close or handover; the last one stands (`CASH_COUNT_ATTEMPTS`). */
  attempts: number;
  /** A variance above this (whole tenge) is signed off by the manager (`CASH_VARIANCE_SIGNOFF_TENGE`). */
  signOffTenge: number;
  /** …and above this by head office too (`CASH_VARIANCE_HEAD_OFFICE_TENGE`). */
  headOfficeTenge: number;
};

export const DEFAULT_CASH_RULES: CashRules = {
  denominations: parseDenominations(DEFAULT_DENOMINATIONS)!,
  toleranceTenge: 0,
  attempts: 3,
  signOffTenge: 1_000,
  headOfficeTenge: 50_000,
};

/** What a shift's start obeys beside the cash rules: whether this server sends cheques (decision 063). */
export type ShiftRules = CashRules & { sendsCheques: boolean };

export const shiftRules = (options: {
  cashRules: CashRules;
  fiscalUrl?: string | null;
}): ShiftRules => ({ ...options.cashRules, sendsCheques: Boolean(options.fiscalUrl) });
