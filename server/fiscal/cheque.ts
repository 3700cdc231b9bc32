/**
 * An order as a register's cheque (Webkassa API v4, `POST /api/v4/check`): its positions with
 * the VAT each price includes, its payments, and the key it keeps for ever. Amounts are whole
 * tiyn until the last step, so the positions, their tax and the payment add up exactly.
 */
import { fromMinorUnits } from '@/lib/shared/money';

/** `OperationType` of a cheque. */
export const SALE = 2;
export const SALE_RETURN = 3;
/** `TaxType`: 100 — VAT, 0 — none (the collection's samples). */
const VAT = 100;
const NO_TAX = 0;
/** `UnitCode` 796: «штука». */
const PIECE = 796;
/** `PaymentType`: 0 — cash, 1 — card. */
export const PAYMENT_TYPES = { cash: 0, card: 1 } as const;
export type PaymentMethod = keyof typeof PAYMENT_TYPES;
/**
 * `RoundType` 0: no rounding. Webkassa's default, 2, rounds each position to whole tenge and
 * checks the tax and the payment against that, so a price with tiyn would be refused (or its
 * cheque would differ from what the guest paid); under 0 the amounts stay exact to the tiyn and
 * the tax must be round(sum × p / (1 + p), 2) — `includedVat`.
 */
const NO_ROUNDING = 0;

export type ChequeLine = {
  productId: number;
  name: string;
  /** Price of one, tiyn. */
  price: bigint;
  quantity: number;
  /** The rate the price includes; null: sold without VAT. */
  vatRate: number | null;
  /** Taken off the line's total, tiyn. */
  discount?: bigint;
};

export type ChequePosition = {
  Count: number;
  Price: number;
  TaxPercent: number;
  Tax: number;
  TaxType: number;
  PositionName: string;
  PositionCode: string;
  Discount: number;
  Markup: number;
  SectionCode: string;
  UnitCode: number;
};

export type ChequeRequest = {
  OperationType: number;
  Positions: ChequePosition[];
  Payments: { Sum: number; PaymentType: number }[];
  RoundType: number;
  ExternalCheckNumber: string;
  ExternalOrderNumber?: string;
  ReturnBasisDetails?: ReturnBasis;
};

export type ReturnBasis = {
  CheckNumber: string;
  DateTime: string;
  RegistrationNumber: string;
  Total: number;
  IsOffline: boolean;
};

const tenge = (tiyn: bigint) => Number(fromMinorUnits(tiyn));

/**
 * The VAT inside an amount that includes it, to the tiyn, halves up (away from zero, as Webkassa
 * checks it): 1 120 ₸ at 12 % → 120 ₸; 450,50 ₸ at 16 % → 62,14 ₸.
 */
export function includedVat(amount: bigint, rate: number | null): bigint {
  if (!rate) return 0n;
  const r = BigInt(rate);
  return (amount * r * 2n + (100n + r)) / ((100n + r) * 2n);
}

/** A position's amount: its count times its price, less its discount (never below zero). */
const lineAmount = (line: ChequeLine) => {
  const gross = line.price * BigInt(line.quantity);
  const discount = line.discount ?? 0n;
  return discount > gross ? 0n : gross - discount;
};

/**
 * The sale cheque of an order. `payments` split the total by method; given none, the whole sum
 * is paid by `method`. Returns the request and the total in tiyn.
 */
export function saleCheque(
  order: { id: number; externalNumber: string; lines: ChequeLine[] },
  method: PaymentMethod = 'cash',
): { request: ChequeRequest; total: bigint } {
  const positions = order.lines.map((line) => {
    const amount = lineAmount(line);
    return {
      Count: line.quantity,
      Price: tenge(line.price),
      TaxPercent: line.vatRate ?? 0,
      Tax: tenge(includedVat(amount, line.vatRate)),
      TaxType: line.vatRate === null ? NO_TAX : VAT,
      PositionName: line.name,
      PositionCode: String(line.productId),
      Discount: tenge(line.discount ?? 0n),
      Markup: 0,
      SectionCode: '1',
      UnitCode: PIECE,
    };
  });
  const total = order.lines.reduce((sum, line) => sum + lineAmount(line), 0n);
  return {
    request: {
      OperationType: SALE,
      Positions: positions,
      Payments: [{ Sum: tenge(total), PaymentType: PAYMENT_TYPES[method] }],
      RoundType: NO_ROUNDING,
      ExternalCheckNumber: order.externalNumber,
      ExternalOrderNumber: String(order.id),
    },
    total,
  };
}

/** The return cheque of a sale: the same positions and payments, under a key of its own. */
export function returnCheque(sale: ChequeRequest, externalNumber: string): ChequeRequest {
  return {
    ...sale,
    OperationType: SALE_RETURN,
    ExternalCheckNumber: externalNumber,
    ReturnBasisDetails: undefined,
  };
}
