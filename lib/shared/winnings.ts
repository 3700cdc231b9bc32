/**
 * Winnings as the law has them paid (decision 057): to a person with a document, within three
 * calendar days of the result, a large one approved by a second person and a larger one reported.
 */

/** Calendar days the hall has to pay a win, on its own clock (Law No 219-III, Art. 12). */
export const PAYOUT_DAYS = 3;

/** The settings' defaults, in whole tenge: `PAYOUT_APPROVAL_TENGE`, `AML_THRESHOLD_TENGE`. */
export const DEFAULT_PAYOUT_APPROVAL_TENGE = 500_000;
export const DEFAULT_AML_THRESHOLD_TENGE = 1_000_000;

export const WINNING_STATUS_LABELS = {
  pending: 'Ждёт одобрения',
  approved: 'К выплате',
  refused: 'Отказано',
  paid: 'Выплачено',
} as const;
export type WinningStatus = keyof typeof WINNING_STATUS_LABELS;

/** What a payout's refusal says: the register is confidential, so no reason is given. */
export const PAYOUT_REFUSED_MESSAGE = 'Выплата невозможна';
export const PAYOUT_UNDER_AGE_MESSAGE = 'Выплата с 21 года';

/** The longest reason a manager gives for a refusal, or head office for a correction. */
export const REASON_MAX = 500;

/** A terminal's number as a cashier types it: what the equipment's numbers look like. */
export const TERMINAL_NUMBER_MAX = 20;
