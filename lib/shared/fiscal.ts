/** Fiscal cheques of a selling desk (PRODUCT §11, decision 063): their words and limits. */

/** VAT rates a price may include (Tax Code of 2026: 16 %, the reduced 10 % and 5 %, and 0 %). */
export const VAT_RATES = [16, 10, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const vatLabel = (rate: number | null) => (rate === null ? 'Без НДС' : `НДС ${rate} %`);

/** A rate as a form's select holds it: «16», …, or «none» for a price without VAT. */
export const NO_VAT = 'none';
export const vatChoice = (rate: number | null | undefined) =>
  rate == null ? NO_VAT : String(rate);

/** The rate most of a menu's products have: a new product of the hall starts with it. */
export function usualVatRate(products: { vatRate: number | null }[]): string {
  const counts = new Map<string, number>();
  for (const { vatRate } of products) {
    counts.set(vatChoice(vatRate), (counts.get(vatChoice(vatRate)) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? NO_VAT;
}

export const FISCAL_STATUSES = ['pending', 'issued', 'failed'] as const;
export type FiscalStatus = (typeof FISCAL_STATUSES)[number];

export const FISCAL_STATUS_LABELS: Record<FiscalStatus, string> = {
  pending: 'Чек ждёт регистрации',
  issued: 'Фискальный чек',
  failed: 'Чек не пробит',
};

export const FISCAL_PROVIDERS = ['webkassa'] as const;
export type FiscalProvider = (typeof FISCAL_PROVIDERS)[number];

/** A Webkassa register's unique number (ЗНК), as its cabinet shows it: «SWK00033717». */
export const CASHBOX_NUMBER_PATTERN = /^[A-Z0-9]{4,20}$/;
export const FISCAL_LOGIN_MAX = 100;
export const FISCAL_SECRET_MAX = 200;

/**
 * Webkassa's code for a register whose shift has lasted over 24 hours: only a Z-report releases
 * it, so the desk's card asks for the shift to be closed.
 */
export const REGISTER_SHIFT_OVER_24_HOURS = 11;

/** A sale still without its cheque after this long is an exception for the manager. */
export const FISCAL_LATE_MINUTES = 15;
